// The site's Content-Security-Policy, shared by the nginx header (deploy/make-csp.mjs) and the
// <meta http-equiv> every built page carries for hosts that cannot send headers (GitHub Pages;
// src/pipeline/post-build/head-policies.ts). CommonJS so that both the ES-module deploy scripts and the
// TypeScript build code can load it.
//
// Every inline <script> is allowed by its sha256 hash, never by 'unsafe-inline'; scripts from
// files must come from the site itself, or from the tag manager when the build loads it.
"use strict";

const { createHash } = require("node:crypto");

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of each inline script that a browser runs (data blocks such as JSON-LD are not run). */
function inlineScripts(html) {
  const found = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    found.push(body);
  }
  return found;
}

/** Inline event handlers and javascript: URLs cannot be allowed by a hash without 'unsafe-hashes'. */
function inlineHandlers(html) {
  const handlers = [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map((match) => match[1]);
  const jsUrls = [...html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)].map(() => "javascript: URL");
  return [...handlers, ...jsUrls];
}

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** True when a page loads the tag-manager container (a build made with an id). */
const loadsTagManager = (html) => html.includes(TAG_MANAGER_ORIGIN);

/**
 * The policy: the site itself, the given inline-script hashes, and the tag manager when loaded.
 * delivery "meta" leaves out what a <meta> policy cannot carry (frame-ancestors is ignored there).
 */
function buildPolicy({ scriptHashes, tagManager, delivery = "header" }) {
  const extra = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...extra],
    // Styles: Gatsby inlines the site CSS and React renders style attributes; a style
    // cannot run code, so inline styles are allowed while scripts are not.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...extra],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...extra],
    // The tag manager's <noscript> fallback is an iframe.
    ["frame-src", ...(tagManager ? extra : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ...(delivery === "header" ? [["frame-ancestors", "'self'"]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

module.exports = { TAG_MANAGER_ORIGIN, inlineScripts, inlineHandlers, sha256, loadsTagManager, buildPolicy };
