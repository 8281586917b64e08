#!/usr/bin/env node
// Runs shell commands side by side and prints each one's output whole when it ends (so lines never interleave).
// Exits with the first failed command's code. Usage: node scripts/parallel.mjs "<command>" "<command>" ...
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const status = code ?? (signal ? 1 : 0);
          process.stdout.write(`> ${command}  (exit ${status}, ${Math.round((Date.now() - started) / 1000)} s)\n${Buffer.concat(output).toString()}\n`);
          resolve(status);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
