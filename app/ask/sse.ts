// The `data:` payloads of a server-sent event stream, as they arrive. Used by the dialog
// (our answer stream) and by the worker (an OpenAI-compatible model's stream).
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("data:")) yield line.slice(5).trim();
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
