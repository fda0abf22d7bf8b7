/**
 * Hostile request targets for the site's servers: encodings, traversal, unicode, NUL
 * bytes, very long paths, odd query strings, mixed case, repeated slashes. Deterministic:
 * generated from the site's routes, so pages added later are attacked too.
 *
 * Every target is a request target a client can put on the wire: printable ASCII only
 * (a browser percent-encodes everything else, and a raw space or line break is not a URL).
 */
export interface HostilePath {
  target: string;
  why: string;
}

const TRAVERSAL_STEPS = ["../", "..%2f", "..%2F", "%2e%2e/", "%2e%2e%2f", "%252e%252e%252f", "..%5c", "%2e%2e%5c", "....//", "..;/", "%c0%ae%c0%ae/", ".%2e/", "%2e./", "..%00/", "%2E%2E/"];
const TRAVERSAL_FROM = ["/stan/", "/stan/docs/", "/stan/static/", "/stan/page-data/", "/stan/docs/api/atom/"];
const TRAVERSAL_TO = ["etc/passwd", "package.json", "gatsby-config.ts", ".git/HEAD", "node_modules/gatsby/package.json", "deploy/nginx/stan-server.conf", "proc/self/environ", "src/config/site.ts"];

const ODD_QUERIES = [
  "?", "??", "?&", "?=", "?&&=&", "?a", "?a=1&a=2", "?a[]=1&a[]=2", "?a[b][c]=d", "?%", "?%zz", "?%00", "?a=%00b",
  "?q=%E0%A4%A", "?q=%FF%FE", "?q=%C4%85%C4%99", "?redirect=https://evil.example/", "?url=//evil.example", "?next=%2F%2Fevil.example",
  "?q=%3Cscript%3Ealert(1)%3C/script%3E", "?q=%27%22%3E%3Csvg/onload=alert(1)%3E", "?callback=alert", "?__proto__[polluted]=1",
  "?constructor[prototype][polluted]=1", "?utm_source=a&utm_medium=b&utm_campaign=c", "?q=%23frag", "?q=a+b%20c", "?;a=1",
  `?q=${"a".repeat(3000)}`, `?${Array.from({ length: 200 }, (_, i) => `k${i}=v`).join("&")}`, "?q=..%2f..%2fetc%2fpasswd", "?page=-1",
  "?theme=dark", "?%2e%2e", "?q=%0d%0aSet-Cookie:%20x=y",
];

const UNICODE_PATHS = [
  "/stan/docs/%C4%85%C4%99", "/stan/%E6%96%87%E6%A1%A3", "/stan/docs/%F0%9F%98%80", "/stan/docs/%E2%80%AEmota", "/stan/%EF%BB%BFdocs",
  "/stan/docs%E2%80%8B", "/stan/%C0%AF", "/stan/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd", "/stan/%FF%FE", "/stan/docs/%ED%A0%80",
  "/stan/docs/%F4%90%80%80", "/stan/docs/a%CC%8A", "/stan/docs%EF%BC%8Fapi", "/stan/d%C3%B6cs", "/stan/d%D0%BEcs", "/stan/docs/api/%C3%A5tom",
  "/stan/docs/api/ato%E2%80%8Dm", "/stan/%E2%80%A8", "/stan/%C2%A0docs", "/stan/docs/%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9",
  "/stan/docs/%E0%A4%A", "/stan/docs/%E0%A4", "/stan/%F0%9F", "/stan/docs/%C3", "/stan/docs/%2", "/stan/docs/%", "/stan/%%", "/stan/%G0",
  "/stan/docs/api/%61tom", "/stan/%64%6F%63%73", "/stan/%2564%256F%2563%2573", "/stan/%ef%bc%8e%ef%bc%8e/",
];

const NUL_PATHS = [
  "/stan/%00", "/stan/docs%00", "/stan/docs%00.html", "/stan/%00/docs", "/stan/docs/api/atom%00", "/stan/docs/%00/../api", "/stan/%2500",
  "/stan/docs%2500", "/stan/index.html%00.js", "/stan/404.html%00", "/stan/page-data/docs/page-data.json%00", "/stan/%00%00%00",
  "/stan/docs/%00%2e%2e/%00%2e%2e/etc/passwd", "/%00", "/stan%00/docs",
];

const SLASHES_AND_CASE = [
  "/STAN/", "/Stan/", "/STAN", "/Stan/Docs", "/stan/DOCS", "/stan/Docs/Api/Atom", "/stan/docs/API/atom", "/stan/DOCS/API/ATOM.HTML",
  "//stan//docs", "///stan///", "/stan////docs////api////atom", "/stan/./docs", "/stan/docs/./api/./atom", "/./stan/", "/stan/docs/api/atom/./",
  "/stan/docs/api/atom/.//", "//", "///", "/", "/stan", "/stan/", "/stan//", "/stan/.", "/stan/..", "/stan/%2e", "/stan/%2e%2e", "/..", "/../stan/docs",
  "/stan/docs/..", "/stan/docs/api/..", "/stan/docs/api/../api/atom", "/stan/docs/api/atom/..%2f..%2fstore",
];

const ODD_FILES = [
  "/stan/.env", "/stan/.git/config", "/stan/.htaccess", "/stan/.DS_Store", "/stan/web.config", "/stan/gatsby-config.ts", "/stan/package.json",
  "/stan/public/index.html", "/stan/node_modules/", "/stan/src/config/site.ts", "/stan/app.js", "/stan/page-data/", "/stan/page-data",
  "/stan/page-data/nope/page-data.json", "/stan/static/", "/stan/static", "/stan/img/", "/stan/img", "/stan/img/favicon.svg/", "/stan/_gatsby/",
  "/stan/_gatsby", "/stan/~partytown/", "/stan/404", "/stan/404/", "/stan/404.html", "/stan/404/index.html", "/stan/404.html/",
  "/stan/favicon.ico", "/stan/cgi-bin/test.cgi", "/stan/wp-admin/", "/stan/wp-login.php", "/stan/docs.php", "/stan/index.php",
  "/stan/%3Cscript%3Ealert(1)%3C/script%3E", "/stan/docs/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E", "/stan/server-status", "/stan/nginx.conf",
  "/stan/.well-known/security.txt", "/stan/index.html/", "/stan/index.html/index.html", "/stan/docs.html/", "/stan/docs.html.html",
  "/stan/docs/index.html/", "/stan/docs/index.htm", "/stan/docs/index", "/stan/docs/api/atom.html.map", "/stan/chunk-map.json/",
];

const SPECIAL_CHARACTERS = [
  "/stan/docs|x", "/stan/docs^", "/stan/docs'", "/stan/docs!", "/stan/docs$", "/stan/docs&x=1", "/stan/docs(1)", "/stan/docs*", "/stan/docs+",
  "/stan/docs,", "/stan/docs;", "/stan/docs;jsessionid=1", "/stan/docs=", "/stan/docs@evil.example", "/stan/docs[0]", "/stan/docs~", "/stan/:docs",
  "/stan/docs:8080", "/stan/http://evil.example", "/stan/https:%2F%2Fevil.example", "/stan/%5C%5Cevil.example", "/stan//evil.example/",
  "/stan/%2F%2Fevil.example/", "/stan/%09", "/stan/%0d%0aSet-Cookie:%20x=y", "/stan/docs%0a/", "/stan/docs%0d%0aX-Test:%201/",
  "/stan/docs%0d%0a%0d%0a%3Chtml%3E", "/stan/docs%20", "/stan/%20docs", "/stan/docs%09", "/stan/docs%3F", "/stan/docs%23", "/stan/docs%2F",
  "/stan/docs%5C", "/stan/docs%2e", "/stan/docs%2ehtml", "/stan/docs%252F", "/stan/docs/api%2Fatom", "/stan/docs/api%252Fatom",
];

const LONG_PATHS = [
  `/stan/${"a".repeat(255)}`, `/stan/${"a".repeat(256)}`, `/stan/${"a".repeat(1024)}`, `/stan/${"a".repeat(2048)}`, `/stan/${"a".repeat(4000)}`,
  `/stan/${"a".repeat(6000)}`, `/stan/docs/${"x/".repeat(1000)}`, `/stan/${"%41".repeat(1500)}`, `/stan/${"../".repeat(600)}etc/passwd`,
  `/stan${"/".repeat(3000)}docs`, `/stan/docs/${"%2e%2e/".repeat(400)}`, `/stan/${"%F0%9F%98%80".repeat(400)}`, `/stan/docs${"/.".repeat(1500)}`,
  `/stan/docs/api/atom/${"-".repeat(5000)}`,
];

/** Mutations of one route (its clean path). */
function mutations(route: string, index: number): HostilePath[] {
  const base = route.replace(/\/$/, "");
  const segments = base.split("/").filter(Boolean);
  const last = segments[segments.length - 1] ?? "stan";
  const upper = base.toUpperCase();
  const alternating = [...base].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("");
  const encodedLetters = base.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const doubleEncoded = base.replace(/[a-z]$/, (c) => `%25${c.charCodeAt(0).toString(16)}`);
  const list: Array<[string, string]> = [
    [`${base}/`, "trailing slash"],
    [`${base}//`, "two trailing slashes"],
    [`${base}.html`, ".html twin"],
    [`${base}/index.html`, "/index.html variant"],
    [`${base}.HTML`, "upper-case .HTML"],
    [`${base}/INDEX.HTML`, "upper-case INDEX.HTML"],
    [upper, "upper case"],
    [alternating, "mixed case"],
    [`/${segments.join("//")}`, "doubled slashes"],
    [`${base}%2F`, "encoded trailing slash"],
    [`${base}%20`, "encoded space"],
    [`${base}%00`, "NUL byte"],
    [`${base}%2500`, "double-encoded NUL"],
    [`${base};x=1`, "matrix parameter"],
    [`${base}/.`, "dot segment"],
    [`${base}/..`, "parent segment"],
    [`${base}/%2e%2e`, "encoded parent segment"],
    [`${base}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`, "encoded traversal"],
    [encodedLetters, "every letter percent-encoded"],
    [doubleEncoded, "last letter double-encoded"],
    [`${base}${ODD_QUERIES[index % ODD_QUERIES.length]}`, "odd query"],
    [`${base}${ODD_QUERIES[(index * 7 + 3) % ODD_QUERIES.length]}`, "odd query"],
    [`${base}%23frag`, "encoded hash"],
    [`${base}%3Fq=1`, "encoded question mark"],
    [`${base}/page-data.json`, "page-data next to the page"],
    [`${base}~`, "backup suffix"],
    [`${base}.bak`, "backup extension"],
    [`${base}/%ff`, "invalid UTF-8"],
    [`${base}/${last}`, "segment repeated"],
  ];
  return list.map(([target, why]) => ({ target, why: `${why} of ${route}` }));
}

export function hostilePaths(routes: string[]): HostilePath[] {
  const out: HostilePath[] = [];
  routes.forEach((route, index) => out.push(...mutations(route, index)));
  TRAVERSAL_FROM.forEach((from, i) =>
    TRAVERSAL_STEPS.forEach((step, j) => {
      const depth = 1 + ((i + j) % 5);
      out.push({ target: `${from}${step.repeat(depth)}${TRAVERSAL_TO[(i * 3 + j) % TRAVERSAL_TO.length]}`, why: `traversal ${step} x${depth}` });
    }),
  );
  for (const query of ODD_QUERIES) out.push({ target: `/stan/docs/api/atom${query}`, why: "odd query string" });
  for (const [list, why] of [
    [UNICODE_PATHS, "unicode / bad UTF-8"],
    [NUL_PATHS, "NUL byte"],
    [SLASHES_AND_CASE, "slashes, dots and case"],
    [ODD_FILES, "probe for a file"],
    [SPECIAL_CHARACTERS, "special characters"],
    [LONG_PATHS, "very long"],
  ] as const) {
    for (const target of list) out.push({ target, why });
  }
  const seen = new Set<string>();
  return out.filter((path) => !seen.has(path.target) && seen.add(path.target));
}

/** Hashes a browser may be sent to: the page must not crash on any of them. */
export const HOSTILE_HASHES = [
  "#", "#%", "#%E0%A4%A", "#%3Cimg%20src=x%20onerror=alert(1)%3E", "#<img src=x onerror=alert(1)>", "#'\"]", "#..%2f..%2f", `#${"a".repeat(5000)}`,
  "#:~:text=Stan", "#__proto__", "#1", "#-", "#!/x", "#%00", "#a b", "#[data-x]", "#.class", "#a:hover", "#%C4%85", "#ą", "#😀", "#\\", "#effects",
];
