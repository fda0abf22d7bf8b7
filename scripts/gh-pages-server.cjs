#!/usr/bin/env node
// A local stand-in for GitHub Pages serving the build as the project site /stan/, with Pages'
// rules for a request of /x: the file x; else x.html; else, when x is a folder, 301 to /x/;
// /x/ is x/index.html; anything else is the site's 404.html with status 404. Gzip when the
// client accepts it, Cache-Control: max-age=600, ETag and Last-Modified, and no other headers
// (Pages cannot send a CSP or any custom header). Paths outside /stan/ are not this site's.
//
//   node scripts/gh-pages-server.cjs [--port 9100] [--public public] [--prefix /stan]
//
// CommonJS so that the jest tests can start it in-process.
"use strict";

const fs = require("node:fs");
const http = require("node:http");
const path = require("node:path");
const zlib = require("node:zlib");

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const CACHE_CONTROL = "max-age=600";

/** The Content-Type Pages sends for a file name. */
function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** "file", "dir" or null (missing, or something else). */
function kindOf(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? "file" : stat.isDirectory() ? "dir" : null;
  } catch {
    return null;
  }
}

const isFile = (file) => kindOf(file) === "file";

/**
 * What Pages does for a request path (the raw, still-encoded path without its query):
 * { kind: "file", file } | { kind: "redirect", location } | { kind: "not-found" }.
 * root is the build folder, served at prefix (`/stan`).
 */
function resolveRequest(root, prefix, rawPath, query = "") {
  if (rawPath === prefix) return { kind: "redirect", location: `${prefix}/${query}` };
  if (!rawPath.startsWith(`${prefix}/`)) return { kind: "not-found" };
  let relative;
  try {
    relative = decodeURIComponent(rawPath.slice(prefix.length + 1));
  } catch {
    return { kind: "not-found" };
  }
  // Names no file of the build: NUL, backslashes, and `.`/`..` segments (no way above the root).
  if (/[\0\\]/.test(relative) || relative.split("/").some((part) => part === "." || part === "..")) return { kind: "not-found" };
  const base = path.join(root, relative);
  if (relative === "" || relative.endsWith("/")) {
    const index = path.join(base, "index.html");
    return isFile(index) ? { kind: "file", file: index } : { kind: "not-found" };
  }
  const kind = kindOf(base);
  if (kind === "file") return { kind: "file", file: base };
  if (isFile(`${base}.html`)) return { kind: "file", file: `${base}.html` };
  if (kind === "dir") return { kind: "redirect", location: `${rawPath}/${query}` };
  return { kind: "not-found" };
}

/** Gzipped bodies, by file and modification time (the build does not change while served). */
const gzipCache = new Map();
function gzipped(file, stat, body) {
  const key = `${file}:${stat.mtimeMs}`;
  let zipped = gzipCache.get(key);
  if (!zipped) {
    zipped = zlib.gzipSync(body, { level: 6 });
    gzipCache.set(key, zipped);
  }
  return zipped;
}

function sendFile(request, response, file, status) {
  const stat = fs.statSync(file);
  const type = contentType(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = { "Content-Type": type, "Cache-Control": CACHE_CONTROL, "Last-Modified": stat.mtime.toUTCString(), ETag: etag };
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) headers.Vary = "Accept-Encoding";
  if (status === 200 && request.headers["if-none-match"] === etag) {
    response.writeHead(304, headers);
    return response.end();
  }
  let body = fs.readFileSync(file);
  if (compressible && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    body = gzipped(file, stat, body);
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Answers one GET or HEAD by resolveRequest's rules. */
function answer(request, response, root, prefix) {
  const target = request.url ?? "/";
  const queryStart = target.indexOf("?");
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? "" : target.slice(queryStart);
  const found = resolveRequest(root, prefix, rawPath, query);
  if (found.kind === "file") return sendFile(request, response, found.file, 200);
  if (found.kind === "redirect") {
    response.writeHead(301, { Location: found.location, "Content-Type": "text/html", "Content-Length": 0 });
    return response.end();
  }
  const notFoundPage = path.join(root, "404.html");
  if (isFile(notFoundPage)) return sendFile(request, response, notFoundPage, 404);
  response.writeHead(404, { "Content-Type": "text/plain" });
  response.end("Not found");
}

/** An http.Server that serves root at prefix the way GitHub Pages serves a project site. */
function createGhPagesServer({ root, prefix = "/stan" }) {
  return http.createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" });
      return response.end();
    }
    try {
      answer(request, response, root, prefix);
    } catch {
      // A request no rule fits (say, bytes a header cannot carry in a redirect) names no page.
      if (!response.headersSent) response.writeHead(404, { "Content-Type": "text/plain" });
      response.end();
    }
  });
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const root = path.resolve(option("--public", "public"));
  const prefix = option("--prefix", "/stan");
  const port = Number(option("--port", "9100"));
  if (!isFile(path.join(root, "index.html"))) throw new Error(`no build at ${root}: run gatsby build --prefix-paths first`);
  const server = createGhPagesServer({ root, prefix });
  server.listen(port, "127.0.0.1", () => console.log(`GitHub Pages rules: serving ${root} at http://127.0.0.1:${port}${prefix}/`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

module.exports = { createGhPagesServer, resolveRequest, contentType };

if (require.main === module) main();
