/** A stand-in XMLHttpRequest (jsdom's would really send): records what is sent, then plays the answer the test sets. */
export class FakeRequest {
  static answer: { status: number; text?: string; progress?: number[]; network?: boolean } = { status: 200 };
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
    const { status, text = '', progress = [], network } = FakeRequest.answer;
    queueMicrotask(() => {
      for (const loaded of progress) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 200 });
      if (network) return this.onerror?.();
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
}
