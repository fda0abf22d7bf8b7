/**
 * The API names a doc defines, read from the doc itself as the build sees it (its search sections,
 * doc-sections.ts), so search can give each export, option and hook an entry of its own without a
 * list to keep by hand:
 *
 * - a heading that is a name in code (`## \`useStanValue\``, `### \`cachePolicy\``, `### \`effects\` option`)
 *   defines that name in its section;
 * - a code block that only declares (`declare function atom…`, `type AtomOptions<T> = …`,
 *   `export declare const StanProvider: FC<…>`: the docs' way of showing a signature) defines each
 *   name it declares in its section. A block with anything else in it (an example) defines nothing.
 *
 * What a name is comes from the same declarations: a type, a class, a function, a hook (a function
 * whose name starts with `use`, React's rule, which Vue's composables follow), a component (React's `FC`,
 * Vue's `DefineComponent`), a constant; a heading name that is
 * a property of a declared `…Options` type is an option, one that is a parameter of a declared
 * function a parameter, one that is a member of a declared type a member, one that is a string
 * literal type (`'keep-all'`) a value.
 */
import * as ts from "typescript";

export type ApiKind = "type" | "class" | "function" | "hook" | "component" | "constant" | "option" | "parameter" | "member" | "value" | "";

export interface Declared {
  name: string;
  kind: ApiKind;
}

/** What a page's declaration blocks say about the names in them. */
export interface PageDeclarations {
  /** Names declared at the top level, by section index. */
  bySection: Declared[][];
  /** Property names of the declared `…Options` types. */
  options: Set<string>;
  /** Parameter names of the declared functions. */
  parameters: Set<string>;
  /** Property and method names of the other declared types. */
  members: Set<string>;
  /** The string literal types in the declarations (`'keep-all'`). */
  values: Set<string>;
}

/** A name as a heading gives it: an identifier (`useStanValue`, `DEFAULT_STORE`) or a hyphenated value (`keep-all`). */
export const API_NAME = /^(?:[A-Za-z_$][\w$]*|[a-z]+(?:-[a-z]+)+)$/;

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).some((m) => m.kind === kind) : false);

/** A statement that only declares: a type, an interface, or anything `declare`d. */
function isDeclaration(statement: ts.Statement): boolean {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return true;
  return hasModifier(statement, ts.SyntaxKind.DeclareKeyword);
}

const isUseName = (name: string) => /^use[A-Z]/.test(name);

function kindOfType(name: string, type: ts.TypeNode | undefined): ApiKind {
  if (type && (ts.isFunctionTypeNode(type) || ts.isConstructorTypeNode(type))) return isUseName(name) ? "hook" : "function";
  // React's FC, and what Vue's defineComponent returns (Vue's StanProvider).
  if (type && ts.isTypeReferenceNode(type) && /^(?:React\.)?(?:FC|FunctionComponent|ComponentType)$|^(?:import\("vue"\)\.)?DefineComponent$/.test(type.typeName.getText())) return "component";
  return "constant";
}

/** The names one statement declares, with what they are. */
function declaredBy(statement: ts.Statement): Declared[] {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return [{ name: statement.name.text, kind: "type" }];
  if (ts.isClassDeclaration(statement) && statement.name) return [{ name: statement.name.text, kind: "class" }];
  if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, kind: isUseName(statement.name.text) ? "hook" : "function" }];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [{ name: d.name.text, kind: kindOfType(d.name.text, d.type) }] : []));
  }
  return [];
}

/** Property and parameter names inside a declaration, sorted by what holds them. */
function collectInner(statement: ts.Statement, into: Pick<PageDeclarations, "options" | "parameters" | "members" | "values">): void {
  const declaredName = declaredBy(statement)[0]?.name ?? "";
  const properties = /Options$/.test(declaredName) ? into.options : into.members;
  const visit = (node: ts.Node) => {
    if ((ts.isPropertySignature(node) || ts.isMethodSignature(node) || ts.isPropertyDeclaration(node)) && node.name && ts.isIdentifier(node.name)) properties.add(node.name.text);
    // The parameters of the declared function itself; those of the function types inside it are members' shapes.
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && (ts.isFunctionDeclaration(node.parent) || ts.isFunctionTypeNode(node.parent))) {
      if (node.parent === statement || (ts.isFunctionTypeNode(node.parent) && ts.isVariableStatement(statement))) into.parameters.add(node.name.text);
    }
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) into.values.add(node.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(statement);
}

/** The declarations of a page's code blocks, by section; `codeBlocks` holds each section's blocks as the reader sees them. */
export function pageDeclarations(codeBlocks: ReadonlyArray<readonly string[]>): PageDeclarations {
  const result: PageDeclarations = { bySection: [], options: new Set(), parameters: new Set(), members: new Set(), values: new Set() };
  for (const blocks of codeBlocks) {
    const declared: Declared[] = [];
    for (const code of blocks) {
      const file = ts.createSourceFile("block.ts", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const statements = file.statements;
      // An empty block, one that does not parse, or one that does anything but declare is an example, not a signature.
      const diagnostics = (file as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
      if (statements.length === 0 || diagnostics.length > 0 || !statements.every(isDeclaration)) continue;
      for (const statement of statements) {
        declared.push(...declaredBy(statement));
        collectInner(statement, result);
      }
    }
    result.bySection.push(declared);
  }
  return result;
}

/** What a heading's name is on its page, from the page's declarations. */
export function headingKind(name: string, page: PageDeclarations): ApiKind {
  for (const declared of page.bySection.flat()) if (declared.name === name) return declared.kind;
  if (page.options.has(name)) return "option";
  if (isUseName(name)) return "hook";
  if (page.parameters.has(name)) return "parameter";
  if (page.members.has(name)) return "member";
  if (page.values.has(name)) return "value";
  return "";
}
