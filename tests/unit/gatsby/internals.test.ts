/** @jest-environment node */
/**
 * Every private part of Gatsby the site uses (src/gatsby/internals.ts for the build,
 * src/gatsby/runtime.ts in the browser), checked against the installed Gatsby: an upgrade that
 * moves or changes one fails here by name. (The bundle's replaced files: webpack/gatsby-bundle.test.ts.)
 */
import * as fs from "fs";
import * as path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  CACHE_RESET_RULE,
  DATASTORE_MODULE,
  DEVELOP_WEBSOCKET_MODULE,
  REDUX_MODULE,
  GATSBY_CACHE_DIR,
  GATSBY_COMPILED_DIR,
  GATSBY_CHUNK_MAPPING,
  GATSBY_PAGE_PATH,
  GATSBY_SCRIPT_TAGS,
  GATSBY_BUNDLE_FILENAMES,
  GATSBY_COMMAND_ENV,
  GATSBY_PUBLIC_LAYOUT,
  GATSBY_STAGES,
  gatsbyCommand,
  GATSBY_VERSION,
  MDX_PAGE_CONTEXT_FIELD,
  PAGE_CONTEXT_RESERVED_FIELDS,
  TAG_MANAGER_FALLBACK_KEY,
  GATSBY_INLINE_STYLESHEET_IDENTITY,
  PATCHED_FILES,
  SITE_PLUGIN_ERROR_PREFIX,
  developWebsocket,
  onNodeChange,
} from "../../../src/gatsby/internals";
import { GATSBY_ROOT_ID, NOT_FOUND_HTML, ROUTER_FOCUS_WRAPPER_ID, appDataUrl, isDevelopNotFoundRoute, isNotFoundRoute } from "../../../src/gatsby/runtime";

const gatsbyRoot = path.dirname(require.resolve("gatsby/package.json"));
const gatsbyFile = (file: string) => fs.readFileSync(path.join(gatsbyRoot, file), "utf8");
/** A file of another installed package (a plugin, a dependency of Gatsby's). */
const packageFile = (name: string, file: string) => fs.readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [gatsbyRoot] })), file), "utf8");
/** The folder of public/ a route's page is written to (`/404` -> `404`). */
const routeFolder = (route: string) => route.replace(/^\/|\/$/g, "");
const projectPackage = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };

describe("the Gatsby version", () => {
  it("is pinned exactly to the version the internals were read from, and installed", () => {
    expect(projectPackage.dependencies.gatsby).toBe(GATSBY_VERSION);
    expect((JSON.parse(gatsbyFile("package.json")) as { version: string }).version).toBe(GATSBY_VERSION);
  });

  it("is the version the one patch is made for, and the patch changes exactly the files listed, all patched on install", () => {
    expect(fs.readdirSync("patches").filter((name) => name.startsWith("gatsby+"))).toEqual([`gatsby+${GATSBY_VERSION}.patch`]);
    const patch = fs.readFileSync(`patches/gatsby+${GATSBY_VERSION}.patch`, "utf8");
    const changed = [...patch.matchAll(/^\+\+\+ b\/node_modules\/gatsby\/(.+)$/gm)].map((match) => match[1]);
    expect(changed.sort()).toEqual(PATCHED_FILES.map(({ file }) => file).sort());
    for (const { file, patchedLine } of PATCHED_FILES) expect(gatsbyFile(file)).toContain(patchedLine);
  });
});

describe("the build's uses", () => {
  it("Gatsby writes a page's scripts as the deferral expects: a run of <script src async> in the body, prefetch <link>s in the head", () => {
    // The body's scripts come from the `_gatsby-scripts` slice, written as text by the stats extractor.
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js");
    const scriptTag = "<script src=\"${this.publicPath}/${asset}\" async></script>";
    expect(extractor).toContain(`assetSliceContents.push(\`${scriptTag}\`);`);
    const scripts = ["/stan/app-1.js", "/stan/2.js"].map((src) => scriptTag.replace("${this.publicPath}/${asset}", src)).join("");
    expect(scripts.match(GATSBY_SCRIPT_TAGS.run)).toEqual([scripts]);
    expect([...scripts.matchAll(GATSBY_SCRIPT_TAGS.src)].map((match) => match[1])).toEqual(["/stan/app-1.js", "/stan/2.js"]);
    // The head's hints are React elements in static-entry, rendered by react-dom/server.
    expect(gatsbyFile("cache-dir/static-entry.js")).toMatch(/<link\s+as="script"\s+rel=\{script\.rel\}\s+key=\{script\.name\}\s+href=/);
    const prefetch = renderToStaticMarkup(React.createElement("link", { as: "script", rel: "prefetch", href: "/stan/3.js" }));
    expect(prefetch).toMatch(GATSBY_SCRIPT_TAGS.prefetch);
  });

  it("Gatsby writes window.___chunkMapping as a JSON string under slices, and stats of every chunk group's files; the loader only indexes its table", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`;");
    expect(extractor).toContain("const newChunkMapJson = JSON.stringify(assetsMap);");
    expect(extractor).toContain("assetsByChunkName: assets,");
    expect(extractor).toContain("_path.default.join(`public`, `webpack.stats.json`)");
    expect(GATSBY_CHUNK_MAPPING.statsFile).toBe("webpack.stats.json");
    const written = `window.___chunkMapping=${JSON.stringify(JSON.stringify({ "component---a": [] }))};`;
    expect(written.match(GATSBY_CHUNK_MAPPING.assignment)).toEqual([written]);
    expect(written.startsWith(GATSBY_CHUNK_MAPPING.marker)).toBe(true);
    const loader = gatsbyFile("cache-dir/loader.js");
    expect(loader).toContain("(window.___chunkMapping[componentChunkName] || []).map(");
    expect(loader.match(/___chunkMapping/g)).toHaveLength(1);
    // A page's data names its component and static queries, which the site's table lists files for.
    expect(gatsbyFile("dist/utils/page-data-helpers.js")).toContain(
      '`"componentChunkName":"${componentChunkName}",` + (pagePath ? `"path":${JSON.stringify(pagePath)},` : ``) + `"result":${result},` + `"staticQueryHashes":${JSON.stringify(staticQueryHashes)}`',
    );
  });

  it("Gatsby files the site's error map under the site plugin's name", () => {
    expect(gatsbyFile("dist/utils/api-runner-node.js")).toContain("memo[`${pluginName}_${key}`] = val;");
    expect(gatsbyFile("dist/bootstrap/load-plugins/load-internal-plugins.js")).toContain("name: `default-site-plugin`");
    expect(SITE_PLUGIN_ERROR_PREFIX).toBe("default-site-plugin_");
  });

  it("develop's websocket manager is where the overlay expects it, with emitError", () => {
    expect(require.resolve(DEVELOP_WEBSOCKET_MODULE)).toContain(gatsbyRoot);
    expect(typeof developWebsocket()?.emitError).toBe("function");
  });
});

describe("the browser's uses (src/gatsby/runtime.ts)", () => {
  it("window.___loader is Gatsby's public loader, with loadPage, hovering, enqueue and loadPageSync", () => {
    expect(gatsbyFile("cache-dir/production-app.js")).toContain("window.___loader = publicLoader");
    const loader = gatsbyFile("cache-dir/loader.js");
    expect(loader).toContain("loadPage: rawPath => instance.loadPage(rawPath),");
    expect(loader).toContain("hovering: rawPath => instance.hovering(rawPath),");
    expect(loader).toContain("enqueue: rawPath => instance.prefetch(rawPath),");
    expect(loader).toMatch(/loadPageSync: \(rawPath, options = \{\}\) =>\s+instance\.loadPageSync\(rawPath, options\),/);
  });

  it("Link asks the loader at call time: enqueue when it becomes visible, hovering on mouse enter", () => {
    const link = fs.readFileSync(require.resolve("gatsby-link").replace(/index\.js$/, "index.modern.mjs"), "utf8");
    expect(link).toContain("return ___loader.enqueue(n)");
    expect(link).toContain("___loader.hovering(e.pathname+e.search)");
  });

  it("a page's data is published where the site prefetches it from, with its component's chunk name", () => {
    const loader = gatsbyFile("cache-dir/loader.js");
    expect(loader).toContain("const fixedPath = path === `/` ? `index` : stripSurroundingSlashes(path)");
    expect(loader).toContain("return `${__PATH_PREFIX__}/page-data/${fixedPath}/page-data.json${");
    expect(loader).toContain("`${__PATH_PREFIX__}/page-data/sq/d/${staticQueryHash}.json`");
    expect(loader).toContain(`this.memoizedGet(\`${appDataUrl("${__PATH_PREFIX__}")}\`)`);
  });

  it("window.___navigate is navigate() itself", () => {
    expect(gatsbyFile("cache-dir/navigation.js")).toContain("window.___navigate = (to, options) => navigate(to, options)");
  });
});

describe("Gatsby's files, config and plugins the site relies on", () => {
  it("public/ holds, besides the pages: slice fragments under _gatsby, page data and static queries' results under page-data, webpack's assets under static, the not-found page's folder", () => {
    expect(gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")).toContain(`_path.default.join(\`public\`, \`${GATSBY_PUBLIC_LAYOUT.slices}\`, \`slices\`)`);
    expect(gatsbyFile("dist/utils/page-data.js")).toContain(`public/${GATSBY_PUBLIC_LAYOUT.pageData}`);
    expect(gatsbyFile("dist/utils/static-query-utils.js")).toContain(`join(${GATSBY_PUBLIC_LAYOUT.staticQueryResults.split("/").map((part) => `\`${part}\``).join(", ")}, \`\${hash}.json\`)`);
    expect(gatsbyFile("dist/utils/webpack-utils.js")).toContain(`const assetRelativeRoot = \`${GATSBY_PUBLIC_LAYOUT.assets}/\`;`);
    expect(GATSBY_PUBLIC_LAYOUT.notFoundFolder).toBe(routeFolder("/404"));
  });

  it("CSS Modules go through css-loader with a `modules` object, in a oneOf beside plain CSS (css-class-names.ts)", () => {
    const utils = gatsbyFile("dist/utils/webpack-utils.js");
    expect(utils).toContain("loader: require.resolve(`css-loader`),");
    expect(utils).toMatch(/modulesOptions = \{\s+auto: undefined,\s+namedExport: true,/);
    expect(utils).toContain("modules: modulesOptions");
    expect(gatsbyFile("dist/utils/webpack.config.js")).toContain("oneOf: [rules.cssModules(), rules.css()]");
  });

  it("with slices, a cached build writes HTML again for a change of the renderer's chunks, not of the browser bundle, whose stylesheet pages inline; the renderer is made after the browser bundle's stats are written, and chunk hashes take the salt (stylesheet-salt.ts)", () => {
    // Slices are on whatever the config says.
    expect(gatsbyFile("dist/bootstrap/load-config/index.js")).toMatch(/\n\s+process\.env\.GATSBY_SLICES = `true`;\n\s+\}\n/);
    const slices = process.env.GATSBY_SLICES;
    process.env.GATSBY_SLICES = "true";
    try {
      const { htmlReducer } = require(path.join(gatsbyRoot, "dist/redux/reducers/html.js")) as { htmlReducer: (state: unknown, action: object) => { trackedHtmlFiles: Map<string, { dirty: number }> } };
      let state = htmlReducer(undefined, { type: "INIT" });
      state = htmlReducer(state, { type: "CREATE_PAGE", payload: { path: "/docs", component: "/doc.tsx" } });
      state = htmlReducer(state, { type: "HTML_GENERATED", payload: ["/docs"] });
      expect(state.trackedHtmlFiles.get("/docs")?.dirty).toBe(0);
      state = htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "browser-2" });
      expect(state.trackedHtmlFiles.get("/docs")?.dirty).toBe(0);
      state = htmlReducer(state, { type: "SET_SSR_WEBPACK_COMPILATION_HASH", payload: "renderer-2" });
      expect(state.trackedHtmlFiles.get("/docs")?.dirty).not.toBe(0);
    } finally {
      if (slices === undefined) delete process.env.GATSBY_SLICES;
      else process.env.GATSBY_SLICES = slices;
    }
    // The renderer's hash is its chunks' hashes, and the stylesheet is inlined in the head, not in a slice.
    const build = gatsbyFile("dist/commands/build.js");
    expect(build).toContain("webpackSSRCompilationHash = renderPageHash;");
    expect(gatsbyFile("dist/utils/webpack/get-ssr-chunk-hashes.js")).toContain("hashes.push(chunk.hash);");
    expect(gatsbyFile("cache-dir/static-entry.js")).toMatch(/headComponents\.unshift\(\s+<style\s+data-href=\{`\$\{__PATH_PREFIX__\}\/\$\{style\.name\}`\}/);
    // One after the other: the browser bundle (whose stats extractor writes public/webpack.stats.json), then the renderer.
    const browserBundle = build.indexOf("await (0, _buildJavascript.buildProductionBundle)(program");
    expect(browserBundle).toBeGreaterThan(0);
    expect(build.indexOf("await (0, _buildHtml.buildRenderer)(program")).toBeGreaterThan(browserBundle);
    const webpackCompilation = fs.readFileSync(require.resolve("webpack/lib/Compilation.js", { paths: [gatsbyRoot] }), "utf8");
    expect(webpackCompilation).toMatch(/const chunkHash = createHash\(.*\);\s+if \(outputOptions\.hashSalt\) \{\s+chunkHash\.update\(outputOptions\.hashSalt\);/);
  });

  it("gatsby-plugin-mdx re-creates a page with an MDX component unless its context has the front matter", () => {
    const mdx = packageFile("gatsby-plugin-mdx", "dist/gatsby-node.js");
    expect(mdx).toContain(`_page$context !== void 0 && _page$context.${MDX_PAGE_CONTEXT_FIELD})) {`);
    expect(mdx).toMatch(/deletePage\(page\);\s+createPage\(/);
  });

  it("createPage refuses a context that holds one of the page's own fields (the site harness refuses them too)", () => {
    const actions = gatsbyFile("dist/redux/actions/public.js");
    expect(actions).toContain(`const reservedFields = [${PAGE_CONTEXT_RESERVED_FIELDS.map((field) => `\`${field}\``).join(", ")}];`);
  });

  it("develop runs createPages without waiting for the onCreateNode calls of a batch of node changes; gatsby-plugin-mdx makes the Mdx node, the File's child, without waiting for its onCreateNode; the site's hooks run after the plugins' (docs-in-progress.ts, docMadeFrom)", () => {
    const waiting = gatsbyFile("dist/state-machines/waiting/index.js");
    const committing = waiting.slice(waiting.indexOf("committingBatch: {"), waiting.indexOf("rebuild: {"));
    expect(committing).toContain("src: `runMutationBatch`");
    expect(committing).toMatch(/onDone: \{[^}]*\}\),\s+target: `rebuild`/);
    // The batch ends once each change is dispatched: the onCreateNode call a change starts is handed to whoever
    // deferred the change (gatsby-source-filesystem does not wait for it), not returned to the batch.
    expect(gatsbyFile("dist/services/run-mutation-batch.js")).toContain("Promise.all(runningBatch.map(payload => (0, _callDeferredApi.callRealApi)(payload, store)))");
    expect(gatsbyFile("dist/utils/call-deferred-api.js")).toMatch(/const result = store\.dispatch\(action\);\s+\/\/ Somebody may be waiting for this\s+if \(resolve\) \{\s+resolve\(result\);\s+\}\s+\} else/);
    // After the batch, develop builds the schema and runs createPages.
    const develop = gatsbyFile("dist/state-machines/develop/index.js");
    expect(develop).toMatch(/src: `waitForMutations`,[\s\S]*?onDone: \{\s+actions: `assignServiceResult`,\s+target: `recreatingPages`/);
    expect(gatsbyFile("dist/state-machines/data-layer/index.js")).toMatch(/const recreatePagesStates = \{\s+buildingSchema: \{[\s\S]*?target: `creatingPages`/);
    // A change that comes while it makes the pages is applied at once and marks nothing to make again; one that
    // comes while it runs queries does (createPages makes the pages again itself: makeFromSettledDocs).
    const recreating = develop.slice(develop.indexOf("recreatingPages: {"));
    expect(recreating).toMatch(/^recreatingPages: \{\s+on: \{\s+(?:\/\/[^\n]*\s+)?ADD_NODE_MUTATION: \{\s+actions: `callApi`\s+\}/);
    expect(develop.slice(develop.indexOf("runningQueries: {"))).toMatch(/^runningQueries: \{\s+on: \{[\s\S]*?ADD_NODE_MUTATION: \{\s+actions: \[`markNodesDirty`, `callApi`\]/);
    const mdx = packageFile("gatsby-plugin-mdx", "dist/gatsby-node.js");
    expect(mdx).toMatch(/\n    parent: node\.id,\n/);
    // Its digest is the file's: docMadeFrom tells the Mdx node of a file's current version by it.
    expect(mdx).toMatch(/\n      contentDigest: node\.internal\.contentDigest,\n/);
    expect(mdx).toMatch(/\n  createNode\(mdxNode\);\n  createParentChildLink\(\{\n    parent: node,\n    child: mdxNode\n  \}\);\n/);
    // The front matter is read (and may throw) before the node is made, by gray-matter as YAML only (frontMatterSyntaxError).
    expect(mdx.indexOf("(0, _frontmatter.parseFrontmatter)(node.internal.contentDigest, rawBody)")).toBeLessThan(mdx.indexOf("createNode(mdxNode);"));
    expect(packageFile("gatsby-plugin-mdx", "dist/frontmatter.js")).toMatch(/\(0, _grayMatter\.default\)\(source, \{\s+language: `yaml`,/);
    // The configured plugins are listed before the site's own ("default-site-plugin"), and API calls run in that order.
    const plugins = gatsbyFile("dist/bootstrap/load-plugins/load-internal-plugins.js");
    expect(plugins.indexOf("config.plugins.forEach(")).toBeGreaterThan(-1);
    expect(plugins.indexOf("name: `default-site-plugin`")).toBeGreaterThan(plugins.indexOf("config.plugins.forEach("));
    expect(gatsbyFile("dist/utils/api-runner-node.js")).toContain("runPromise = Promise.mapSeries;");
  });

  it("develop applies a node change that arrives while it makes pages without making them again, and the actions sourceNodes gets under develop stay deferred (docs-in-progress.ts, followChanges)", () => {
    const develop = gatsbyFile("dist/state-machines/develop/index.js");
    const state = (name: string, next: string) => develop.slice(develop.indexOf(`${name}: {`), develop.indexOf(`${next}: {`, develop.indexOf(`${name}: {`)));
    // While making pages: applied at once, nothing marked to make them again.
    expect(state("recreatingPages", "invoke")).toMatch(/ADD_NODE_MUTATION: \{\s+actions: `callApi`\s+\}/);
    // While running queries: applied and marked, so the pages are made again after them.
    expect(state("runningQueries", "invoke")).toMatch(/ADD_NODE_MUTATION: \{\s+actions: \[`markNodesDirty`, `callApi`\]\s+\}/);
    // sourceNodes runs with its actions deferred, and a deferred touchNode is a batched node change.
    expect(state("initializingData", "onDone")).toContain("deferNodeMutation: true,");
    const runner = gatsbyFile("dist/utils/api-runner-node.js");
    expect(runner).toMatch(/if \(args\.deferNodeMutation\) \{\s+boundActionCreators = deferActions\(boundActionCreators\);/);
    expect(runner).toContain("const NODE_MUTATION_ACTIONS = [`createNode`, `deleteNode`, `touchNode`,");
    expect(gatsbyFile("dist/services/listen-for-mutations.js")).toContain("_redux.emitter.on(`ENQUEUE_NODE_MUTATION`, emitMutation);");
  });

  it("the store announces each action it applies on its emitter, and runs onCreateNode for a node exactly when it applies its CREATE_NODE (onNodeChange, for docs-in-progress.ts)", () => {
    expect(require.resolve(REDUX_MODULE)).toBe(path.join(gatsbyRoot, "dist/redux/index.js"));
    const redux = gatsbyFile("dist/redux/index.js");
    expect(redux).toMatch(/store\.subscribe\(\(\) => \{\s+const lastAction = store\.getState\(\)\.lastAction;\s+emitter\.emit\(lastAction\.type, lastAction\);/);
    // An array of actions (a node's deleted children, then the node) is applied one by one.
    expect(redux).toContain("Array.isArray(action) ? action.filter(Boolean).map(dispatch) : next(action)");
    const actions = gatsbyFile("dist/redux/actions/public.js");
    expect(actions).toMatch(/const createNodeAction = \(Array\.isArray\(actions\) \? actions : \[actions\]\)\.find\(action => action\.type === `CREATE_NODE`\);\s+if \(!createNodeAction\) \{\s+return Promise\.resolve\(undefined\);\s+\}[\s\S]{0,200}const maybePromise = apiRunnerNode\(`onCreateNode`, \{\s+node: \(0, _detectNodeMutations\.wrapNode\)\(node\),/);
    expect(actions).toContain("type: `DELETE_NODE`,");
    expect(redux).toContain("exports.emitter = emitter;");
    // onNodeChange listens to that emitter for both (a stand-in emitter: loading Gatsby's store here would leave its handles open).
    const listeners = new Map<string, (action: unknown) => void>();
    jest.doMock(REDUX_MODULE, () => ({ emitter: { on: (type: string, listener: (action: unknown) => void) => listeners.set(type, listener) } }));
    const heard: unknown[] = [];
    onNodeChange((change) => heard.push(change));
    jest.dontMock(REDUX_MODULE);
    expect([...listeners.keys()].sort()).toEqual(["CREATE_NODE", "DELETE_NODE"]);
    const created = { type: "CREATE_NODE", payload: { id: "a" } };
    listeners.get("CREATE_NODE")!(created);
    expect(heard).toEqual([created]);
  });

  it("the node store lists nodes by type from what it has written, and its ready() waits for every write so far (nodeStoreWritten, for docMadeFrom)", () => {
    expect(require.resolve(DATASTORE_MODULE)).toBe(path.join(gatsbyRoot, "dist/datastore/index.js"));
    expect(gatsbyFile("dist/datastore/index.js")).toContain("exports.getDataStore = _datastore.getDataStore;");
    const lmdb = gatsbyFile("dist/datastore/lmdb/lmdb-datastore.js");
    expect(lmdb).toMatch(/const lmdbDatastore = \{[^}]*\bready,/);
    expect(lmdb).toMatch(/async function ready\(\) \{\s+await lastOperationPromise;\s+\}/);
    expect(lmdb).toContain("lastOperationPromise = operationPromise;");
    expect(lmdb).toContain("nodesByType.getValues(type).map(nodeId => getNode(nodeId))");
  });

  it("gatsby-plugin-google-tagmanager keys its <noscript> frame as the site expects (tag-manager-fallback.ts)", () => {
    expect(packageFile("gatsby-plugin-google-tagmanager", "gatsby-ssr.js")).toContain(`key: "${TAG_MANAGER_FALLBACK_KEY}",`);
  });

  it("Gatsby's HTML renderer inlines a page's stylesheet as a <style> naming the file in data-href, with the identity the site links it by (stylesheet-link.ts)", () => {
    expect(gatsbyFile("cache-dir/static-entry.js")).toMatch(new RegExp(`<style\\s+data-href=\\{\`\\$\\{__PATH_PREFIX__\\}/\\$\\{style\\.name\\}\`\\}\\s+data-identity=\\{\`${GATSBY_INLINE_STYLESHEET_IDENTITY}\`\\}`));
  });

  it("Gatsby compiles the site's gatsby-node and gatsby-config into .cache/compiled, and gives webpack a filesystem cache whose build dependencies the site replaces by a version (webpack-cache.ts)", () => {
    expect(gatsbyFile("dist/utils/parcel/compile-gatsby-files.js")).toContain(`const COMPILED_CACHE_DIR = \`${GATSBY_COMPILED_DIR}\`;`);
    const config = gatsbyFile("dist/utils/webpack.config.js");
    expect(config).toMatch(/const cacheConfig = \{\s+type: `filesystem`,\s+name: stage,\s+cacheLocation,\s+buildDependencies: \{\s+config: \[__filename, \.\.\.pluginsPaths\]\s+\}\s+\};/);
  });

  it("the webpack stages are named as onCreateWebpackConfig gets them", () => {
    const types = gatsbyFile("dist/commands/types.js");
    expect(types).toContain(`Stage["Develop"] = "${GATSBY_STAGES.develop}";`);
    expect(types).toContain(`Stage["DevelopHTML"] = "${GATSBY_STAGES.developRenderer}";`);
    expect(types).toContain(`Stage["BuildJavascript"] = "${GATSBY_STAGES.browserBundle}";`);
    expect(types).toContain(`Stage["BuildHTML"] = "${GATSBY_STAGES.renderer}";`);
  });

  it("gatsby-cli names the command it runs in gatsby_executing_command, which Gatsby reads as build or develop", () => {
    expect(packageFile("gatsby-cli", "lib/create-cli.js")).toContain(`process.env.${GATSBY_COMMAND_ENV} = command;`);
    expect(gatsbyFile("dist/utils/engines-helpers.js")).toContain(`process.env.${GATSBY_COMMAND_ENV} === \`build\``);
    const before = process.env[GATSBY_COMMAND_ENV];
    try {
      process.env[GATSBY_COMMAND_ENV] = "develop";
      expect(gatsbyCommand()).toBe("develop");
    } finally {
      if (before === undefined) delete process.env[GATSBY_COMMAND_ENV];
      else process.env[GATSBY_COMMAND_ENV] = before;
    }
  });

  it("the browser bundle names its files [name]-[contenthash].js and [name].[contenthash].css, with webpack's 20-digit hashes", () => {
    const config = gatsbyFile("dist/utils/webpack.config.js");
    expect(config).toContain(`filename: \`${GATSBY_BUNDLE_FILENAMES.script}\`,`);
    expect(config).toContain(`filename: \`${GATSBY_BUNDLE_FILENAMES.stylesheet}\`,`);
    expect(config).not.toContain("hashDigestLength");
    expect(packageFile("webpack", "lib/config/defaults.js")).toContain(`D(output, "hashDigestLength", futureDefaults ? 16 : ${GATSBY_BUNDLE_FILENAMES.hashDigits});`);
  });

  it("the not-found page is /404 and its /404.html copy; develop's own is /dev-404-page", () => {
    const copies = gatsbyFile("dist/internal-plugins/prod-404-500/gatsby-node.js");
    expect(copies).toContain("const result = /^\\/?(404|500)\\/?$/.exec(action.payload.path);");
    expect(copies).toContain("path: `/${status}.html`");
    expect(NOT_FOUND_HTML).toBe("404.html");
    expect(["/404", "/404/", "/404.html"].every(isNotFoundRoute)).toBe(true);
    expect(["/4040", "/docs/404", "/404.htm", "/dev-404-page"].some(isNotFoundRoute)).toBe(false);
    expect(gatsbyFile("dist/internal-plugins/dev-404-page/gatsby-node.js")).toContain("path: `/dev-404-page/`");
    expect(isDevelopNotFoundRoute("/dev-404-page/") && isDevelopNotFoundRoute("/dev-404-page")).toBe(true);
    expect(isDevelopNotFoundRoute("/404")).toBe(false);
  });

  it("gatsby clean empties .cache, where the site keeps its typed samples and social cards", () => {
    expect(gatsbyFile("dist/commands/clean.js")).toContain(`const directories = [\`${GATSBY_CACHE_DIR}\`, \`public\`,`);
  });

  it("every page's HTML says its path as window.pagePath; the app renders into ___gatsby, the page inside the router's focus wrapper", () => {
    expect(gatsbyFile("cache-dir/static-entry.js")).toContain("const windowPageData = `/*<![CDATA[*/window.pagePath=${JSON.stringify(");
    expect(GATSBY_PAGE_PATH.exec(`/*<![CDATA[*/window.pagePath=${JSON.stringify('/docs/"x"')};/*]]>*/`)?.[1]).toBe(JSON.stringify('/docs/"x"'));
    const app = gatsbyFile("cache-dir/production-app.js");
    expect(app).toContain(`id="${ROUTER_FOCUS_WRAPPER_ID}"`);
    expect(app).toContain(`document.getElementById(\`${GATSBY_ROOT_ID}\`)`);
    expect(app).toContain("apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0] ||");
  });
});

describe("Gatsby's Babel set-up (babel.config.js replaces its fallback preset)", () => {
  it("babel-preset-gatsby adds the four transforms the site's config drops, outside @babel/preset-env", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const preset = (require("babel-preset-gatsby") as { default: (api: unknown, options: object) => { plugins: unknown[] } }).default;
    const { FORCED_TRANSFORMS } = require("../../../babel.config.js") as { FORCED_TRANSFORMS: string[] };
    const plugins = preset({}, { stage: "build-javascript" }).plugins.map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin));
    expect(FORCED_TRANSFORMS).toHaveLength(4);
    for (const transform of FORCED_TRANSFORMS) expect(plugins).toContain(transform);
  });

  it("a babel.config.js replaces the fallback preset; the stage goes only to babel-preset-gatsby; node_modules ignore the file; babel-loader reports webpack's target", () => {
    const loader = gatsbyFile("dist/utils/babel-loader.js");
    expect(loader).toContain("if (!partialConfig.hasFilesystemConfig()) {");
    expect(loader).toMatch(/presets: \[\.\.\.fallbackPresets, \.\.\.requiredPresets\]/);
    expect(gatsbyFile("dist/utils/babel-loader-helpers.js")).toContain("const gatsbyPresetResolved = resolve(`babel-preset-gatsby`);");
    expect(gatsbyFile("dist/utils/webpack-utils.js")).toMatch(/babelrc: false,\s+configFile: false,\s+compact: false,\s+presets: \[\[require\.resolve\(`babel-preset-gatsby\/dependencies`\)/);
    expect(packageFile("babel-loader", "lib/injectCaller.js")).toMatch(/name: "babel-loader",[\s\S]*?target,/);
  });
});

describe("Gatsby's own cache reset (a moved checkout starts clean: src/gatsby/checkout-cache.ts)", () => {
  it("empties the cache when .cache/caches-lmdb exists without public/, checked after onPreInit", () => {
    const initialize = gatsbyFile(CACHE_RESET_RULE.file);
    expect(initialize).toContain(CACHE_RESET_RULE.condition);
    expect(initialize).toContain(`const lmdbCacheDirectoryName = \`${CACHE_RESET_RULE.cacheMarker}\`;`);
    // The site removes public/ in onPreInit: the check must come after it, and lead to the reset.
    expect(initialize.indexOf("`onPreInit`")).toBeLessThan(initialize.indexOf(CACHE_RESET_RULE.condition));
    expect(initialize).toMatch(/if \(!oldPluginsHash \|\| pluginsHash !== oldPluginsHash \|\| cacheIsCorrupt\)/);
  });
});

describe("the resolvers' node reads (src/pipeline/model/site-model.ts)", () => {
  it("findAll records the dependency on the type's connection when called, before its entries are read; the entries meet each node's id lazily", () => {
    const nodeModel = gatsbyFile("dist/schema/node-model.js");
    const findAll = nodeModel.slice(nodeModel.indexOf("async findAll(args, pageDependencies = {}) {"), nodeModel.indexOf("async findOne("));
    expect(findAll).toContain("pageDependencies.connectionType = gqlType.name;");
    expect(findAll).toContain("this.trackPageDependencies(result.entries, pageDependencies);");
    // With a connection type, the tracking records the connection and does not walk the entries.
    expect(nodeModel).toMatch(/if \(connectionType\) \{\s*this\.createPageDependency\(\{\s*path,\s*connection: connectionType/);
    expect(nodeModel).toMatch(/entries: entries\.map\(node => \{\s*\/\/ With GatsbyIterable it happens lazily as we iterate\s*this\.trackInlineObjectsInRootNode\(node\);/);
  });
});
