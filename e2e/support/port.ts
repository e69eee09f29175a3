/** Port of the served build; set E2E_PORT to run several suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319)

/** Where that suite's build lives (the budget test reads its manifest). */
export const BUILD_DIR = `dist-e2e/${E2E_PORT}`
