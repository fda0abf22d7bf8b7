/** The navbar's search entry point. Placeholder until search lands (issue 5): renders nothing. */
export function SearchButton() {
  return null;
}
