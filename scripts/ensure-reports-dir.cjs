// Jest writes --outputFile without creating its folder, and CI starts from an empty reports/.
const { mkdirSync } = require('node:fs');
const path = require('node:path');

module.exports = () => {
  mkdirSync(path.resolve(__dirname, '../reports'), { recursive: true });
};
