// Runs as `preinstall`, before codegen, on whatever Node the person has, so it is written for old ones: CommonJS and
// ES5 only. Without it a too old Node fails later inside a dependency with an error that does not name the cause.
'use strict'
var fs = require('fs')
var path = require('path')

function parse(version) {
  return String(version)
    .replace(/^v/, '')
    .split('.')
    .map(function (n) {
      return Number(n) || 0
    })
}

function compare(a, b) {
  for (var i = 0; i < 3; i++) if ((a[i] || 0) !== (b[i] || 0)) return (a[i] || 0) - (b[i] || 0)
  return 0
}

/** `||`-joined `^x.y.z`, `>=x.y.z` and bare `x` (that major), the forms package.json's engines uses. */
function ranges(range) {
  return range.split('||').map(function (part) {
    var m = /^\s*(\^|>=)?\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(part)
    if (!m) throw new Error('build/checkNode.cjs cannot read the engines range "' + part.trim() + '"')
    return { caret: m[1] !== '>=', min: parse(m[2]) }
  })
}

function satisfies(version, range) {
  var v = parse(version)
  return ranges(range).some(function (r) {
    return compare(v, r.min) >= 0 && (!r.caret || v[0] === r.min[0])
  })
}

/** The one line to stop with, or undefined when `version` is one the dependencies take. */
function problem(version, range, wanted) {
  if (satisfies(version, range)) return undefined
  var v = parse(version)
  var sameMajor = ranges(range).filter(function (r) {
    return r.min[0] === v[0]
  })[0]
  var need = sameMajor ? sameMajor.min.join('.') + ' or later' : wanted
  return 'Node ' + need + ' is required (see .nvmrc); this is ' + String(version).replace(/^v/, '')
}

module.exports = { satisfies: satisfies, problem: problem }

if (require.main === module) {
  var root = path.join(__dirname, '..')
  var range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node
  var wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()
  var message = problem(process.version, range, wanted)
  if (message) {
    console.error(message)
    process.exit(1)
  }
}
