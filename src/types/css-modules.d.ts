// CSS Modules (`X.module.css` beside a component): Gatsby's css-loader exports each class as a
// named export (`import * as styles from "./X.module.css"`), valued with the class name it generated.
// A name missing from the sheet is caught by tests/unit/gatsby/webpack/css-class-names.test.ts, not by the compiler.
declare module "*.module.css" {
  const classNames: Readonly<Record<string, string>>;
  export = classNames;
}
