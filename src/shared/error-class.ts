/**
 * An error class of the site's own, made without `class … extends Error`: Gatsby's Babel preset
 * compiles classes for the browser, and a compiled subclass of a built-in class pulls Babel's
 * wrapNativeSuper helpers into every page (about 0.45 KB gzipped of first-load JavaScript).
 * Instances are real Errors with this class in their prototype chain, so `instanceof` works.
 */
export function errorClass<Args extends unknown[]>(name: string, describe: (...args: Args) => { message: string; cause?: unknown }): new (...args: Args) => Error {
  function NamedError(...args: Args): Error {
    const { message, cause } = describe(...args);
    const error = cause === undefined ? new Error(message) : new Error(message, { cause });
    Object.setPrototypeOf(error, NamedError.prototype);
    return error;
  }
  NamedError.prototype = Object.create(Error.prototype, {
    constructor: { value: NamedError, writable: true, configurable: true },
    name: { value: name, writable: true, configurable: true },
  });
  return NamedError as unknown as new (...args: Args) => Error;
}
