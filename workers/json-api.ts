// What the JSON APIs of the worker share: a 4xx error that becomes `{ message, status }`
// (Algolia's error shape), JSON answers that are never cached, and a size-capped body reader.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*", ...headers },
  });
}

export function errorResponse(error: ApiError): Response {
  return json({ message: error.message, status: error.status }, error.status, error.headers);
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError(413, "Request body is too large");
  const text = await request.text();
  if (text.length > maxBytes) throw new ApiError(413, "Request body is too large");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body is not valid JSON");
  }
}
