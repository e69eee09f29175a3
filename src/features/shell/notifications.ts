/** The hard-coded notifications of the toolbar bell and the /notifications demo. */
export type NotificationStatus = 'info' | 'success' | 'warning' | 'error'

export interface SampleNotification {
  id: number
  text: string
  status: NotificationStatus
}

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  { id: 1, text: 'Three new recipes are waiting for review', status: 'info' },
  { id: 2, text: 'The lexicon import finished', status: 'success' },
  { id: 3, text: 'Course "Healthy breakfast" has an empty chapter', status: 'warning' },
  { id: 4, text: 'A coupon file could not be read', status: 'error' },
]
