/**
 * A production build of the console for the browser tests, made once per configuration and source state: kept in
 * dist-e2e/builds/<key>, where the key is a digest of every file a build reads (the project's files but the tests, the
 * docs, the bench and what is installed or built) and of the VITE_* variables (VITE_API_URL, VITE_EDIT_LOCK_MS, …). A
 * suite that asks for a configuration already built for these sources, in this run or an earlier one, copies it.
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'

const BUILDS = 'dist-e2e/builds'
/** Builds kept for other configurations and earlier source states; older ones are removed. */
const KEEP = 8
/**
 * Top-level entries no build reads: installed packages, builds, git's data, the tests, docs and bench, logs and the
 * local server's data. Everything else counts, generated files included (the styles, the route tree, the catalogs).
 */
const NOT_READ =
  /^(node_modules|dist[^/]*|\.git|\.tanstack|\.tour|\.ci|coverage|e2e|docs|bench|\.sandbox-data[^/]*|[^/]*\.log)$/

/** A digest of the files a build reads; a walk of the folder, not git's list: a copy of the project has no .git. */
function sourceDigest(): string {
  const files = readdirSync('.', { withFileTypes: true })
    .filter((top) => !NOT_READ.test(top.name))
    .flatMap((top) =>
      top.isDirectory()
        ? readdirSync(top.name, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(entry.parentPath, entry.name))
        : top.isFile()
          ? [top.name]
          : [],
    )
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort()
  const hash = createHash('sha256')
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

/**
 * Copies into `outDir` the console built with the VITE_* variables of this process changed by `env` (an undefined
 * one is unset), building it first unless it is there. Vite's manifest is always written (the budget test reads it).
 */
export async function consoleBuild(outDir: string, env: Readonly<Record<string, string | undefined>> = {}) {
  const vars = Object.fromEntries(
    Object.entries({ ...viteVariables(), ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const key = createHash('sha256')
    .update(sourceDigest())
    .update(JSON.stringify(Object.entries(vars).sort()))
    .digest('hex')
    .slice(0, 20)
  const built = join(BUILDS, key)
  if (existsSync(join(built, 'index.html'))) {
    const now = new Date()
    utimesSync(built, now, now)
  } else {
    await buildInto(built, env)
  }
  rmSync(outDir, { recursive: true, force: true })
  cpSync(built, outDir, { recursive: true })
}

const viteVariables = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')))

async function buildInto(built: string, env: Readonly<Record<string, string | undefined>>) {
  // Written aside and renamed: a suite on another port building the same key meanwhile never reads half a build.
  const partial = `${built}.partial-${process.pid}`
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: slower, and not what users
  // load (the bundle budget measures this build).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  setEnv(env)
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir: partial, emptyOutDir: true, manifest: true } })
  } finally {
    setEnv(saved)
    process.env.NODE_ENV = nodeEnv
  }
  if (existsSync(join(built, 'index.html'))) rmSync(partial, { recursive: true, force: true })
  else {
    rmSync(built, { recursive: true, force: true })
    try {
      renameSync(partial, built)
    } catch (e) {
      // Another suite renamed its build of the same key in place first: the same files.
      if (!existsSync(join(built, 'index.html'))) throw e
      rmSync(partial, { recursive: true, force: true })
    }
  }
  pruneBuilds()
}

function setEnv(values: Readonly<Record<string, string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

function pruneBuilds() {
  mkdirSync(BUILDS, { recursive: true })
  const builds = readdirSync(BUILDS)
    .filter((name) => !name.includes('.partial-'))
    .map((name) => ({ path: join(BUILDS, name), time: statSync(join(BUILDS, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const old of builds.slice(KEEP)) rmSync(old.path, { recursive: true, force: true })
}
