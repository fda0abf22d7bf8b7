import * as net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends one GET with the request target exactly as given (no URL parsing, normalising or
 * escaping on the client side), so a test controls every byte a hostile client could send.
 */
export function rawGet(base: string, target: string, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 80 });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`timeout on ${target.slice(0, 120)}`)));
    socket.on("connect", () => {
      socket.write(Buffer.concat([Buffer.from("GET "), Buffer.from(target, "latin1"), Buffer.from(` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: hostile-url-test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`)]));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) throw new Error(`no complete response: ${JSON.stringify(raw.toString("latin1").slice(0, 200))}`);
  const [statusLine, ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(split + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  return { status, headers, body };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
