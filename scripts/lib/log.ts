/** One line on stdout: these scripts report to whoever runs them. */
export const log = (line: string) => {
  process.stdout.write(`${line}\n`);
};
