// Preloaded by bench/run.mjs (`node --require`) into a short extra run of the API, never into the one under
// load: appends every statement the API sends to PostgreSQL to the file named by BENCH_CAPTURE_FILE, one JSON
// line each, with its parameters as node-postgres sends them, so pgbench can replay exactly that SQL.
const { appendFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');

const file = process.env.BENCH_CAPTURE_FILE;
const backendRequire = createRequire(join(__dirname, '..', 'backend', 'package.json'));
const { Client } = backendRequire('pg');
const { prepareValue } = backendRequire('pg/lib/utils');

const query = Client.prototype.query;
Client.prototype.query = function (config, values, ...rest) {
  const statement = typeof config === 'string' ? { text: config, values } : config;
  // Streams such as COPY (objects with their own submit) are not statements to replay.
  if (file && typeof statement?.text === 'string' && typeof statement.submit !== 'function') {
    const params = Array.isArray(statement.values) ? statement.values : Array.isArray(values) ? values : [];
    const line = {
      name: statement.name ?? null,
      text: statement.text,
      values: params.map((v) => prepareValue(v)),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
  return query.call(this, config, values, ...rest);
};
