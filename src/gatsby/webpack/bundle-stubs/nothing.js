// Stands in for a Gatsby module that does nothing in this site's production browser bundle
// (see src/gatsby/webpack/gatsby-bundle.ts). Exports no plugin API, so Gatsby's runner skips it.
module.exports = {};
