/** Every constant of the spec and of docs/decisions.md lives here, once. */
export const PRODUCT_NAME = 'Nutrition Console'

export const API_PREFIX = '/api/v1'
/** Base URL of the backend; empty = same origin (the browser sandbox). `env?.`: the sandbox's Node server reads the
 * declarations, which read this file, without Vite. */
export const API_BASE_URL: string = (import.meta.env?.VITE_API_URL ?? '').replace(/\/$/, '')
/** The hub is not under /api/v1 (see docs/decisions.md, "Hub address"). */
export const HUB_PATH = '/edit-states'

export const HTTP_TIMEOUT_MS = 100000
export const CHUNK_LOAD_TIMEOUT_MS = 120000
export const SEARCH_DEBOUNCE_MS = 350
export const EDIT_LOCK_MS = Number(import.meta.env?.VITE_EDIT_LOCK_MS ?? 300000)
/** The edit dialog warns this long before it closes itself (see docs/decisions.md, "Lock time limit"). */
export const EDIT_WARNING_MS = Math.min(60000, Math.floor(EDIT_LOCK_MS / 5))
/**
 * How long a delete or a save can be undone: the toast with Undo stays this long, and a deleted row waits as long for
 * its DELETE.
 */
export const UNDO_MS = 5000
/**
 * A draft of unsaved dialog values older than this is dropped (see docs/decisions.md, "Drafts and unsaved changes").
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Own writes' live echoes are ignored for this long (see docs/decisions.md, "Live events patch the cache"). */
export const OWN_ECHO_MS = 10000
export const RECONNECT_MAX_DELAY_MS = 30000
/** Server data read once stays fresh this long before a remount refetches it. */
export const QUERY_STALE_MS = 30000
/** Visited list pages and records stay fresh this long: going back to a page makes no request (live events and
 * our own mutations keep the cache current meanwhile). */
export const RESOURCE_STALE_MS = 5 * 60 * 1000
/** Rows changed live stay highlighted this long (see docs/decisions.md, "Live row highlights"). */
export const LIVE_HIGHLIGHT_MS = 3000
/**
 * A row another user deleted live stays this long on screen, fading out, before it goes (see docs/decisions.md, "Live
 * row highlights").
 */
export const LIVE_FADE_MS = 600
/**
 * After overlapping live reactions settle, cached pages are refetched once this much later (see docs/decisions.md, "No
 * live event lost").
 */
export const LIVE_RECONCILE_DELAY_MS = 250
/** Live events of one slice reach the screen together; a slice closes after this long, so a burst shows progress. */
export const LIVE_SLICE_MS = 100
/** The next slice starts when the browser is idle, or after this long at most. */
export const LIVE_SLICE_WAIT_MS = 500
/**
 * Work done while the browser is idle (prefetches) stops after this long and goes on in the next idle period, so it
 * is never a long task: 4 ms stays under 50 ms on a phone 4× slower than this machine (Lighthouse's total blocking
 * time).
 */
export const IDLE_SLICE_MS = 4

/**
 * Page sizes (take) as the spec sets them: 7 for most lists, 10 for some, 9 for the list with the state filter, 20 for
 * patients.
 */
export const PAGE_SIZES = { standard: 7, short: 10, stateFilter: 9, patients: 20 } as const
export const PAGINATION_BUTTONS = 7
/**
 * A list cell shows at most this many characters of a value, the last an ellipsis; its tooltip at most CELL_TITLE_MAX
 * (see docs/decisions.md, "What a list answer may hold").
 */
export const CELL_TEXT_MAX = 200
export const CELL_TITLE_MAX = 1000
export const DRAWER_WIDTH = 260
export const MOBILE_BREAKPOINT_PX = 991
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

export const DATE_DISPLAY_FORMAT = 'dd.MM.yyyy'
export const API_DATE_FORMAT = 'yyyy-MM-dd'

export const IMAGE_DEFAULT_SIZE = { width: 100, height: 100 }
export const IMAGE_TYPE = 'image/png'
export const IMAGE_QUALITY = 0.65
export const IMAGE_DEBOUNCE_MS = 300
export const MAX_DECIMALS = 3

export const GENDER = { MALE: 1, FEMALE: 2 } as const
export const DEFAULT_SIDEBAR_COLOR = 'success'
export const COUPON_FILE_NAME = 'file.txt'
/**
 * An export walks the list with the list call, EXPORT_TAKE records per call (not the page size: 10,000 records
 * would be 1,429 calls) and EXPORT_CONCURRENCY calls at a time; it writes the CSV EXPORT_CHUNK_ROWS rows per task.
 */
export const EXPORT_TAKE = 100
export const EXPORT_CONCURRENCY = 4
export const EXPORT_CHUNK_ROWS = 500
/** A bulk run (delete, edit, their Undo) sends BULK_CONCURRENCY writes at a time, with a progress bar above BULK_PROGRESS_ROWS rows. */
export const BULK_CONCURRENCY = 4
export const BULK_PROGRESS_ROWS = 5
/**
 * The hub holds at most 20 locks per connection and closes one that sends over 60 messages a second after a burst of
 * 200 (docs/hub-contract.md, "Limits"). A bulk delete therefore locks BULK_LOCK_WINDOW rows at a time, leaving room
 * for open edit dialogs, and paces its AddEntry and RemoveEntry messages to BULK_HUB_RATE a second after a burst of
 * BULK_HUB_BURST, leaving room for the console's other traffic.
 */
export const BULK_LOCK_WINDOW = 15
export const BULK_HUB_RATE = 50
export const BULK_HUB_BURST = 150
/**
 * An import (docs/decisions.md, "Import") reads files of at most IMPORT_MAX_BYTES (5 MiB: about 50,000 rows of a list's
 * columns) and IMPORT_MAX_ROWS records; it parses and checks IMPORT_CHUNK_BYTES of text, IMPORT_CHECK_ROWS rows, per
 * task, so the page keeps answering while a large file is read.
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_MAX_ROWS = 20_000
export const IMPORT_CHUNK_BYTES = 64 * 1024
export const IMPORT_CHECK_ROWS = 100
/**
 * The command palette (docs/decisions.md, "Search across lists") asks each list for PALETTE_HITS_PER_LIST records,
 * PALETTE_CONCURRENCY lists at a time, and remembers the PALETTE_RECENT_MAX records a user opened last.
 */
export const PALETTE_HITS_PER_LIST = 5
export const PALETTE_CONCURRENCY = 4
export const PALETTE_RECENT_MAX = 8

export const STORAGE_KEYS = {
  token: 'token',
  roles: 'roles',
  username: 'username',
  displayname: 'displayname',
  settings: 'console.settings',
  listState: 'console.list-state',
  drafts: 'console.drafts',
  recentRecords: 'console.recent-records',
} as const
