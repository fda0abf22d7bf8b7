const ESM_PACKAGES = [
  'unified', 'bail', 'trough', 'is-plain-obj', 'vfile', 'vfile-message', 'remark-parse', 'remark-mdx', 'remark-gfm',
  'micromark', 'micromark-[a-z-]+', 'mdast-util-[a-z-]+', 'unist-util-[a-z-]+', 'estree-util-[a-z-]+',
  'decode-named-character-reference', 'character-entities', 'character-entities-html4', 'character-entities-legacy',
  'character-reference-invalid', 'parse-entities', 'stringify-entities', 'is-alphabetical', 'is-alphanumerical',
  'is-decimal', 'is-hexadecimal', 'ccount', 'escape-string-regexp', 'longest-streak', 'markdown-table', 'zwitch', 'fault',
  'remark-rehype', 'trim-lines',
].join('|');

/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest/jest-setup.ts'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/support/jest/gatsby-mock.tsx',
    '\\.module\\.css$': '<rootDir>/tests/support/jest/css-module-mock.js',
    '\\.css$': '<rootDir>/tests/support/jest/style-mock.js',
  },
  // The Markdown tool chain (unified, remark, micromark, mdast and unist utilities) ships ES modules only:
  // jest runs CommonJS, so those packages are compiled like the site's own code.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES})/)`],
  transform: {
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
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
