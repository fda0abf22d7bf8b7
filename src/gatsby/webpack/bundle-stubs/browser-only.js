// Stands in for the sample editor's modules in the HTML renderer (src/gatsby/webpack/gatsby-bundle.ts),
// which never opens an editor: they load on the first Edit, in the browser.
const browserOnly = () => {
  throw new Error("The sample editor runs in the browser only.");
};
module.exports = { editorFor: browserOnly, compilerClient: browserOnly };
