import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { pureReactDefinitions } from './pure-react-definitions.ts';

/** A library built into one file, as React Router's is: two components and a context, each named after its statement. */
const LIBRARY = `import * as React2 from 'react';
export var ShopContext = React2.createContext(null);
ShopContext.displayName = "Shop";
export var Used = React2.forwardRef(function UsedWithRef(props, ref) {
  return React2.createElement("a", { ...props, ref, "data-component": "used" });
});
Used.displayName = "Used";
export var Unused = React2.forwardRef(function UnusedWithRef(props, ref) {
  return React2.createElement("form", { ...props, ref, "data-component": "unused" });
});
Unused.displayName = "Unused";
export var Remembered = React2.memo(function Remembered() {
  return null;
});
export function Plain() {
  return null;
}
Plain.displayName = "Plain";
`;

describe('pureReactDefinitions', () => {
  it('writes each component and context as one pure expression that keeps its name', () => {
    const { code } = pureReactDefinitions(LIBRARY, 'library.mjs')!;
    expect(code).toContain(
      'export var Used = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React2.forwardRef(function UsedWithRef(props, ref) {',
    );
    expect(code).toContain('}), { displayName: "Used" });');
    expect(code).toContain('var ShopContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React2.createContext(null), { displayName: "Shop" });');
    expect(code).not.toMatch(/^(ShopContext|Used|Unused)\.displayName/m);
    // One without a name is only marked pure; a function's name is left as it is (a bundler drops that one by itself).
    expect(code).toContain('export var Remembered = /* @__PURE__ */ React2.memo(');
    expect(code).toContain('Plain.displayName = "Plain";');
  });

  it('does at run time what the statements did', async () => {
    const made: { displayName?: string }[] = [];
    const React2 = { createContext: () => made[made.push({}) - 1], forwardRef: () => made[made.push({}) - 1], memo: () => ({}) };
    const run = (code: string) => new Function('React2', code.replace(/^import .*$/m, '').replaceAll('export ', '') + '; return { ShopContext, Used, Unused };');
    const before = run(LIBRARY)(React2);
    const after = run(pureReactDefinitions(LIBRARY, 'library.mjs')!.code)(React2);
    expect(after).toEqual(before);
    expect(after.Used.displayName).toBe('Used');
  });

  it('leaves a module with no components alone', () => {
    expect(pureReactDefinitions('export const answer = 42;', 'plain.mjs')).toBeNull();
  });

  describe('in a build', () => {
    let root: string;
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    /** Builds an app that uses `Used` from the library, with or without the rewrite, and returns its JavaScript. */
    async function buildApp(rewrite: boolean): Promise<string> {
      root = mkdtempSync(join(tmpdir(), 'pure-definitions-'));
      writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
      writeFileSync(join(root, 'library.mjs'), LIBRARY.replace("import * as React2 from 'react';", 'import * as React2 from "./react.mjs";'));
      writeFileSync(join(root, 'react.mjs'), 'export const createContext = (value) => ({ value }); export const forwardRef = (render) => ({ render }); export const memo = (type) => ({ type }); export const createElement = (...args) => args;');
      writeFileSync(join(root, 'main.js'), "import { Used, ShopContext } from './library.mjs'; console.log(Used, ShopContext);");
      const plugin: Plugin = { name: 'test:pure-react-definitions', transform: { filter: { id: /library\.mjs$/ }, handler: (code, id) => pureReactDefinitions(code, id) } };
      const output = await build({ root, configFile: false, logLevel: 'silent', plugins: rewrite ? [plugin] : [], build: { write: false, minify: false } });
      const [result] = Array.isArray(output) ? output : [output];
      if (!result || !('output' in result)) throw new Error('no build output');
      return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk').map((chunk) => chunk.code).join('\n');
    }

    it('drops the component the app does not use, and only with the rewrite', async () => {
      const stock = await buildApp(false);
      expect(stock).toContain('"data-component": "unused"');
      const rewritten = await buildApp(true);
      expect(rewritten).not.toContain('"data-component": "unused"');
      expect(rewritten).toContain('"data-component": "used"');
      expect(rewritten).toContain('displayName: "Used"');
      expect(rewritten).toContain('displayName: "Shop"');
    });
  });
});
