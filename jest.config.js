/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/support/gatsby-mock.tsx',
    '\\.css$': '<rootDir>/tests/support/style-mock.js',
  },
  // The Markdown parser of src/node/code-blocks.ts is ESM only (Node loads it with require(); jest
  // needs it as CommonJS).
  transformIgnorePatterns: [
    '/node_modules/(?!(micromark|mdast-util-|unist-util-|decode-named-character-reference|character-entities|character-reference-invalid|ccount|markdown-table|estree-util-|vfile-message|longest-streak|zwitch|fault|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|parse-entities|stringify-entities|escape-string-regexp)).+\\.js$',
  ],
  transform: {
    '^.+\\.js$': ['babel-jest', { babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs'] }],
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // isolatedModules (transpile-only, for speed) is set in the tsconfig
        // object: the ts-jest option of the same name is deprecated in 29.4.
        tsconfig: {
          jsx: 'react-jsx',
          esModuleInterop: true,
          strict: true,
          isolatedModules: true,
        },
      },
    ],
  },
};
