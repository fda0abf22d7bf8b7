// Waits until a URL answers (any HTTP status), for at most N seconds.
const [url, seconds = "60"] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
while (Date.now() < deadline) {
  try {
    await fetch(url, { redirect: "manual" });
    process.exit(0);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
console.error(`${url} did not answer within ${seconds}s`);
process.exit(1);
