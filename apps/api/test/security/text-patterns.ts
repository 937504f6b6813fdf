import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the server's code (and the contract it shares with the client) puts patterns on text. */
export const SCANNED_FOLDERS = ['apps/api/src', 'packages/contract/src'] as const;

export interface TextPattern {
  /** `file:line` of the literal or of the `new RegExp` that built it. */
  where: string;
  source: string;
  flags: string;
}

export interface PatternSite {
  file: string;
  line: number;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repository, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(repository, path.join(entry.parentPath, entry.name)));
}

function isRegExpConstruction(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  );
}

/**
 * Every regular expression literal in the scanned folders, and every place that builds one with
 * `RegExp(...)`, read from the TypeScript syntax tree so that none is missed.
 */
export function scanPatterns(): { literals: TextPattern[]; constructions: PatternSite[] } {
  const literals: TextPattern[] = [];
  const constructions: PatternSite[] = [];
  for (const file of SCANNED_FOLDERS.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(repository, file), 'utf8');
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(tree);
        const end = literal.lastIndexOf('/');
        literals.push({
          where: `${file}:${lineOf(node)}`,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      } else if (isRegExpConstruction(node)) {
        constructions.push({ file, line: lineOf(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { literals, constructions };
}

/** The first stack frame in one of the scanned files, as `file:line`. */
function scannedFrame(stack: string): PatternSite | undefined {
  for (const match of stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+\.tsx?):(\d+):\d+/g)) {
    const file = path.relative(repository, match[1] ?? '');
    if (SCANNED_FOLDERS.some((folder) => file.startsWith(`${folder}/`))) return { file, line: Number(match[2]) };
  }
  return undefined;
}

/**
 * The patterns the scanned modules build with `RegExp(...)` while they load, each with the place
 * that built it: the modules are imported with the global constructor watched, so they must not
 * have been imported before.
 */
export async function constructedPatterns(files: readonly string[]): Promise<TextPattern[]> {
  const built: TextPattern[] = [];
  const original = globalThis.RegExp;
  const stackLimit = Error.stackTraceLimit;
  // Deep enough to reach the scanned module through a library's own frames (zod builds patterns too).
  Error.stackTraceLimit = 100;
  const record = (args: unknown[]) => {
    const made = Reflect.construct(original, args) as RegExp;
    const site = scannedFrame(new Error().stack ?? '');
    if (site) built.push({ where: `${site.file}:${site.line}`, source: made.source, flags: made.flags });
    return made;
  };
  globalThis.RegExp = new Proxy(original, {
    construct: (_target, args) => record(args),
    apply: (_target, _self, args) => record(args),
  });
  try {
    for (const file of files) await import(`${pathToFileURL(path.join(repository, file)).href}`);
  } finally {
    globalThis.RegExp = original;
    Error.stackTraceLimit = stackLimit;
  }
  return built;
}
