/** Port of the served build; set E2E_PORT to run several suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319)
