// Stands in for Gatsby's Head API handler in the production browser bundle (see
// src/gatsby/webpack/gatsby-bundle.ts): no page exports `Head`, react-helmet writes the heads.
export function headHandlerForBrowser() {}
