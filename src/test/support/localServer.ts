import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr'

/** Signs a sandbox account in on a running sandbox server (`npm run sandbox:server`; its password is its name). */
export async function tokenFor(serverUrl: string, username: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: username, rememberMe: false }),
  })
  return ((await response.json()) as { token: string }).token
}

/** A real SignalR client of that server's hub (negotiate, then WebSockets), not started yet. */
export function hubConnection(serverUrl: string, token: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${serverUrl}/edit-states`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build()
}
