import MagicString from 'magic-string';
import { parseSync, type ESTree, type Rolldown } from 'vite';

/** React's calls that make a component or a context and do nothing else: their result unused, they can go. */
const PURE_REACT_CALLS = new Set(['createContext', 'forwardRef', 'memo']);

/** `var Name = React.forwardRef(…)` (or createContext, memo), alone in its declaration and exported or not: the name and the call. */
function reactDefinition(topLevel: ESTree.Statement | ESTree.ModuleDeclaration): { name: string; call: ESTree.CallExpression } | null {
  const statement = topLevel.type === 'ExportNamedDeclaration' ? topLevel.declaration : topLevel;
  if (statement?.type !== 'VariableDeclaration' || statement.declarations.length !== 1) return null;
  const { id, init } = statement.declarations[0] ?? {};
  if (id?.type !== 'Identifier' || init?.type !== 'CallExpression') return null;
  const { callee } = init;
  const called = callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : null;
  return called && PURE_REACT_CALLS.has(called) ? { name: id.name, call: init } : null;
}

/** `Name.displayName = "…"`: the name and the text. */
function displayNameOf(statement: ESTree.Statement | ESTree.ModuleDeclaration): { name: string; text: string } | null {
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AssignmentExpression') return null;
  const { operator, left, right } = statement.expression;
  if (operator !== '=' || left.type !== 'MemberExpression' || left.computed || left.object.type !== 'Identifier') return null;
  if (left.property.type !== 'Identifier' || left.property.name !== 'displayName') return null;
  return right.type === 'Literal' && typeof right.value === 'string' ? { name: left.object.name, text: right.value } : null;
}

/**
 * A module's top-level React components and contexts, made so that a bundler drops those the app
 * never uses. Libraries built into one file (React Router among them) write
 * `var Link = React.forwardRef(…); Link.displayName = "Link";`: the bundler cannot tell the call
 * makes nothing else, and the name's assignment changes an object, so every such component stays in
 * the app whether used or not. This writes each as one expression marked pure, with its name:
 * `var Link = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ React.forwardRef(…), { displayName: "Link" })`,
 * which does at run time what the two statements did. Null when the module has none.
 */
export function pureReactDefinitions(code: string, fileName: string): { code: string; map: Rolldown.SourceMapInput } | null {
  const { program } = parseSync(fileName, code);
  const definitions = new Map(program.body.flatMap((statement) => {
    const definition = reactDefinition(statement);
    return definition ? [[definition.name, definition.call] as const] : [];
  }));
  if (definitions.size === 0) return null;
  const names = new Map<string, string>();
  const text = new MagicString(code);
  for (const statement of program.body) {
    const displayName = displayNameOf(statement);
    if (displayName && definitions.has(displayName.name) && !names.has(displayName.name)) {
      names.set(displayName.name, displayName.text);
      text.remove(statement.start, statement.end);
    }
  }
  for (const [name, call] of definitions) {
    const displayName = names.get(name);
    if (displayName === undefined) {
      text.prependLeft(call.start, '/* @__PURE__ */ ');
    } else {
      text.prependLeft(call.start, '/* @__PURE__ */ Object.assign(/* @__PURE__ */ ');
      text.appendRight(call.end, `, { displayName: ${JSON.stringify(displayName)} })`);
    }
  }
  return { code: text.toString(), map: text.generateMap({ hires: true, source: fileName }) };
}
