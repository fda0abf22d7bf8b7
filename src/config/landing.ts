/** Copy for the landing page. */
import { STAN_VERSION } from "./site";

/** Its meta description (110 to 160 characters, for search results and shared links). */
export const landingDescription =
  "Stan is a minimal, type-safe state-management library for TypeScript, React and Vue: atoms, selectors, their families and a store, with inferred types.";

export const features = [
  {
    title: "Types you don't have to write",
    body: "State definitions infer their types from initial values and selector return values, so the compiler checks every read and write without annotations.",
  },
  {
    title: "About 2.5 KB gzipped",
    body: `That is the core of Stan ${STAN_VERSION}; with the React or the Vue bindings it is about 3.1 KB gzipped. Atoms, selectors, their families, a store and a few hooks: little to learn and little to ship.`,
  },
  {
    title: "Plain, familiar code",
    body: "Derived state is an ordinary function, async state is an ordinary Promise, and errors are handled with try and catch.",
  },
] as const;

/** The "taste of the API" snippet (highlighted at build time). */
export const tasteCode = `import { atom, selector } from '@rkrupinski/stan';
import { useStan, useStanValue } from '@rkrupinski/stan/react';

const celsius = atom(21);

const fahrenheit = selector(({ get }) => get(celsius) * 1.8 + 32);

function Thermostat() {
  const [value, setValue] = useStan(celsius);
  const inFahrenheit = useStanValue(fahrenheit);

  return (
    <label>
      Temperature: {value}°C ({inFahrenheit.toFixed(1)}°F)
      <input
        type="range"
        min={10}
        max={30}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
      />
    </label>
  );
}`;
