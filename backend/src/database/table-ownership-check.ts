import * as ts from 'typescript';

/** One source file as the check sees it: its path relative to `backend/src` and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Who owns what, and which files may read across (see table-owners.ts). */
export interface OwnershipRules {
  tableOwners: Readonly<Record<string, string>>;
  readModels: Readonly<Record<string, string>>;
}

export interface OwnershipViolation {
  path: string;
  line: number;
  message: string;
}

const READ_MODEL_SUFFIX = /\.read-model\.ts$/;

/** Files the check does not read: tests, the ORM's list of every entity, the schema's history and the demo data (which write every table). */
const EXEMPT = [/\.spec\.ts$/, /^database\/entities\.ts$/, /^database\/migrations\//, /^database\/seeders\//];

/**
 * The module a file belongs to: `modules/<name>/…` is `<name>`, any other top folder of `backend/src`
 * (`jobs`, `read-cache`, `database`) is its own owner.
 */
export function moduleOf(path: string): string {
  const [top, second] = path.split('/');
  return top === 'modules' && second ? second : (top ?? path);
}

// Where a table is named in a statement. `write` marks the statement's target.
const TABLE_POSITIONS: { pattern: RegExp; write: boolean }[] = [
  { pattern: /\binsert\s+into\s+"?([a-z_][a-z0-9_]*)/gi, write: true },
  { pattern: /\bupdate\s+"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/gi, write: true },
  { pattern: /\bdelete\s+from\s+"?([a-z_][a-z0-9_]*)/gi, write: true },
  { pattern: /\btruncate\s+(?:table\s+)?"?([a-z_][a-z0-9_]*)/gi, write: true },
  { pattern: /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)/gi, write: false },
];

interface TableUse {
  table: string;
  write: boolean;
  offset: number;
}

/** Tables a piece of SQL names, as statement targets (writes) or in from/join (reads). */
export function tablesNamedIn(text: string, tables: ReadonlySet<string>): TableUse[] {
  const uses: TableUse[] = [];
  const writesAt = new Set<number>();
  for (const { pattern, write } of TABLE_POSITIONS) {
    for (const match of text.matchAll(pattern)) {
      const table = match[1]!.toLowerCase();
      const offset = match.index + match[0].lastIndexOf(match[1]!);
      if (!tables.has(table) || (!write && writesAt.has(offset))) continue;
      if (write) writesAt.add(offset);
      uses.push({ table, write, offset });
    }
  }
  return uses;
}

/** The text of a string or template literal, with `${…}` holes left blank. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => ` ${span.literal.text}`).join('');
  }
  return undefined;
}

const LOOKS_LIKE_SQL = /\b(select|insert\s+into|update\s+\S+\s+set|delete\s+from|join)\b/i;

/** Entity classes (`@Entity({ tableName })`) declared in a file, by class name. */
function entitiesDeclaredIn(source: ts.SourceFile): Map<string, string> {
  const entities = new Map<string, string>();
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    for (const decorator of ts.getDecorators(node) ?? []) {
      const table = /@Entity\(\{[^}]*tableName:\s*'([a-z_0-9]+)'/.exec(decorator.getText(source))?.[1];
      if (table) entities.set(node.name.text, table);
    }
  });
  return entities;
}

function resolveImport(fromPath: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const parts = fromPath.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.ts`;
}

/**
 * Every place where a module names a table it does not own: in SQL text (any string or template literal that
 * reads as SQL) or by importing another module's entity class (a type-only import is its shape, not access). A file named `*.read-model.ts` and listed in
 * the rules may read any table; nobody writes a table of another module.
 */
export function findOwnershipViolations(files: SourceFile[], rules: OwnershipRules): OwnershipViolation[] {
  const tables = new Set(Object.keys(rules.tableOwners));
  const violations: OwnershipViolation[] = [];
  const parsed = files
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file.path)))
    .map((file) => ({
      file,
      source: ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true),
    }));

  const entityTables = new Map<string, Map<string, string>>();
  for (const { file, source } of parsed) {
    const entities = entitiesDeclaredIn(source);
    if (entities.size > 0) entityTables.set(file.path, entities);
    for (const table of entities.values()) {
      if (!tables.has(table)) {
        violations.push({
          path: file.path,
          line: 1,
          message: `table ${table} has no owner in table-owners.ts`,
        });
      }
    }
  }

  const paths = new Set(parsed.map(({ file }) => file.path));
  for (const path of Object.keys(rules.readModels)) {
    if (!READ_MODEL_SUFFIX.test(path)) {
      violations.push({ path, line: 1, message: 'a listed read model must be named *.read-model.ts' });
    } else if (!paths.has(path)) {
      violations.push({ path, line: 1, message: 'listed read model does not exist' });
    }
  }

  for (const { file, source } of parsed) {
    const module = moduleOf(file.path);
    const isReadModel = file.path in rules.readModels;
    const report = (node: ts.Node, linesAfterStart: number, message: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      violations.push({ path: file.path, line: line + 1 + linesAfterStart, message });
    };
    if (READ_MODEL_SUFFIX.test(file.path) && !isReadModel) {
      violations.push({ path: file.path, line: 1, message: 'read model not listed in table-owners.ts' });
    }

    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolveImport(file.path, node.moduleSpecifier.text);
        const entities = target ? entityTables.get(target) : undefined;
        const bindings = node.importClause?.namedBindings;
        // A type-only import names a row's shape, which cannot be queried; the class itself is what the ORM needs.
        if (entities && bindings && ts.isNamedImports(bindings) && !node.importClause.isTypeOnly) {
          for (const element of bindings.elements.filter((binding) => !binding.isTypeOnly)) {
            const table = entities.get((element.propertyName ?? element.name).text);
            const owner = table ? rules.tableOwners[table] : undefined;
            if (table && owner && owner !== module && !isReadModel) {
              report(element, 0, `${module} imports the entity of ${table}, owned by ${owner}`);
            }
          }
        }
        return;
      }
      const text = literalText(node);
      if (text !== undefined && LOOKS_LIKE_SQL.test(text)) {
        for (const use of tablesNamedIn(text, tables)) {
          const owner = rules.tableOwners[use.table];
          if (owner === module || (isReadModel && !use.write)) continue;
          const linesBefore = text.slice(0, use.offset).split('\n').length - 1;
          report(
            node,
            linesBefore,
            `${module} ${use.write ? 'writes' : 'reads'} ${use.table}, owned by ${owner}`,
          );
        }
        if (!ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return violations;
}
