import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { putWithProgress } from './put-with-progress';

describe('putWithProgress', () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the file with its content type and reports whole percents', async () => {
    const onProgress = vi.fn();
    const file = new Blob(['abc']);
    const done = putWithProgress('/api/files/k?sig=1', file, 'image/png', onProgress);
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/files/k?sig=1');
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.body).toBe(file);
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.finish(200);
    await done;
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
  });

  it("fails on a refusal (with the server's reason), a network error and an abort", async () => {
    const refused = putWithProgress('/u', new Blob(['a']), 'text/plain', vi.fn());
    FakeXhr.last().finish(413, JSON.stringify({ status: 413, error: 'file: The file is too big' }));
    await expect(refused).rejects.toMatchObject({ status: 413, message: 'file: The file is too big' });

    const bucketRefused = putWithProgress('/u', new Blob(['a']), 'text/plain', vi.fn());
    FakeXhr.last().finish(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(bucketRefused).rejects.toMatchObject({ status: 403, message: '' });

    const broken = putWithProgress('/u', new Blob(['a']), 'text/plain', vi.fn());
    FakeXhr.last().fail();
    await expect(broken).rejects.toThrow('Upload failed');

    const controller = new AbortController();
    const cancelled = putWithProgress('/u', new Blob(['a']), 'text/plain', vi.fn(), controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
