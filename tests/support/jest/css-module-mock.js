// CSS Modules under jest: each class reads as its own name (`styles.navbar` is "navbar"), so a
// rendered component has class names a test could see; `__esModule` keeps `import * as` intact.
module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? true : String(key)) });
