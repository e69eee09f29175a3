/**
 * kill -9 rounds: during a burst of writes (every acknowledged write must be there after a restart) and during
 * cascade deletes of a lexicon category with 400 entries (all of it or none), then a corrupt data file.
 */
import { join } from 'node:path'
import { killDuringCascades } from './cascadeCrash'
import { corruptDataFile, killDuringWrites } from './crash'
import { progress, type Row } from './report'

export async function crashRows(port: number, dir: string, rounds: number): Promise<Row[]> {
  let acknowledged = 0
  let lost = 0
  let inFlight = 0
  let readable = 0
  for (let round = 1; round <= rounds; round++) {
    progress(`kill -9 during a write burst, round ${round} of ${rounds} …`)
    const crash = await killDuringWrites(port, join(dir, `crash-${round}.db`))
    acknowledged += crash.acknowledged
    lost += crash.lost
    inFlight += crash.inFlightAtKill
    if (crash.fileReadable) readable++
  }
  progress(`kill -9 during cascade deletes, ${rounds} rounds …`)
  const cascades = await killDuringCascades(port, join(dir, 'cascade.db'), rounds)
  const corrupt = await corruptDataFile(port, join(dir, 'corrupt.db'))
  return [
    {
      figure: `kill -9 during a write burst, ${rounds} rounds: acknowledged writes lost (of ${acknowledged}; ${inFlight} in flight at the kills)`,
      value: String(lost),
      bar: '= 0',
      pass: lost === 0 && acknowledged > 0,
    },
    {
      figure: `kill -9 during a write burst: data file passes SQLite's integrity check after the kill`,
      value: `${readable} of ${rounds}`,
      bar: `${rounds} of ${rounds}`,
      pass: readable === rounds,
    },
    {
      figure: `kill -9 during a cascade delete (a category and its ${cascades.entries} entries), ${rounds} rounds: half applied (${cascades.gone} gone whole, ${rounds - cascades.gone - cascades.halfApplied} kept whole; ${cascades.acknowledgedLost} acknowledged deletes undone)`,
      value: String(cascades.halfApplied),
      bar: '= 0',
      pass: cascades.halfApplied === 0 && cascades.acknowledgedLost === 0,
    },
    {
      figure: 'Corrupt data file: message, seed, file kept aside',
      value: [corrupt.message, corrupt.seeded, corrupt.keptAside].map((ok) => (ok ? 'yes' : 'no')).join(', '),
      bar: 'yes, yes, yes',
      pass: corrupt.message && corrupt.seeded && corrupt.keptAside,
    },
  ]
}
