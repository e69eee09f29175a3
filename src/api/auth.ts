import { z } from 'zod'
import { MESSAGES } from '@/config'
import { ApiError } from './errors'
import { request } from './http'

const loginAnswer = z.object({
  token: z.string().min(1),
  username: z.string(),
  displayname: z.string().nullish().transform((v) => v ?? ''),
  roles: z.string().nullish().transform((v) => v ?? ''),
})
export type LoginAnswer = z.infer<typeof loginAnswer>

export interface LoginPayload {
  username: string
  password: string
  rememberMe: boolean
}

/** POST /auth/login; 400 and 401 mean wrong credentials (design §8.4). */
export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  try {
    return await request('/auth/login', { method: 'post', json: payload, schema: loginAnswer, anonymous: true })
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 401)) {
      throw new ApiError('http', MESSAGES.wrongLogin, { status: e.status })
    }
    throw e
  }
}
