/**
 * Every limit of the sandbox hub, in one place (docs/sandbox-server.md, docs/hub-contract.md).
 * A console sends a handful of small messages per open dialog; these bound what any one client can make the
 * server hold or do.
 */
export const HUB_LIMITS = {
  /** One WebSocket frame: a record is a group name and an id. Larger frames close the socket (1009). */
  maxFrameBytes: 64 * 1024,
  /** Records batched in one frame; a console sends one or two. More close the socket (1008), none answered. */
  maxRecordsPerFrame: 32,
  /**
   * Sustained messages a second per connection (a token bucket) … A bulk delete sends two per row (AddEntry and
   * RemoveEntry): at 20 a second 200 rows needed 19 s of the hub's budget, at 60 about 6 s.
   */
  messagesPerSecond: 60,
  /** … and the burst it allows (a reconnect re-sends Init per open group and AddEntry per open dialog). */
  messageBurst: 200,
  /** Hub connections one user holds at once (tabs, browsers); the next upgrade answers 429. */
  connectionsPerUser: 10,
  /** Locks one connection holds (one per open edit dialog). */
  locksPerConnection: 20,
  /** Locks one user holds across their connections. */
  locksPerUser: 40,
  /** Group names are resource names and ids record ids: longer ones are refused unread. */
  maxGroupNameLength: 64,
  maxIdLength: 64,
  /** Presence: lists and records one connection has open at once (a list and its dialog are two). */
  viewsPerConnection: 20,
} as const
