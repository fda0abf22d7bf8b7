/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/support/gatsby-mock.tsx',
    '\\.module\\.css$': '<rootDir>/tests/support/css-module-mock.js',
    '\\.css$': '<rootDir>/tests/support/style-mock.js',
  },
  transform: {
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
