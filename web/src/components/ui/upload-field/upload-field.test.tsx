import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { FakeXhr } from './fake-xhr';
import { UploadField } from './upload-field';

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

type Props = Partial<ComponentProps<typeof UploadField>>;

function Harness({ onChange, initial = null, ...props }: Props & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <UploadField
      label="Avatar Image"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderField(props: Props & { initial?: string | null } = {}) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByLabelText('Avatar Image') };
}

const photo = () => new File(['png-bytes'], 'my photo.png', { type: 'image/png' });

describe('UploadField', () => {
  let signed = 0;
  let fetchMock: MockInstance<typeof fetch>;
  beforeEach(() => {
    writeSessionToken({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    FakeXhr.install();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: vi.fn() }),
    );
    signed = 0;
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      signed++;
      return json({ signedPostUrl: `/api/files/obj-${signed}?sig=x`, objectId: `obj-${signed}` });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a signed URL, PUTs the file with progress, then previews it', async () => {
    const { onChange, input } = renderField({ isPublic: true, isViewableByAnyUser: true });
    await userEvent.upload(input, photo());

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/app/s3/get-signed-post-url/my%20photo.png/image%2Fpng');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ isPublic: true, isViewableByAnyUser: true });

    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/files/obj-1?sig=x');
    expect(xhr.headers['Content-Type']).toBe('image/png');

    act(() => xhr.progress(42, 100));
    expect(screen.getByText('Uploading 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    act(() => xhr.progress(100, 100));
    expect(screen.getByText('Generating Preview')).toBeInTheDocument();
    act(() => xhr.finish(200));

    expect(await screen.findByRole('img', { name: 'Preview of my photo.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(onChange).toHaveBeenCalledWith('obj-1');
    expect(screen.getByText('Replace file')).toBeInTheDocument();
  });

  it('defaults both visibility flags to false', async () => {
    const { input } = renderField();
    await userEvent.upload(input, photo());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      isPublic: false,
      isViewableByAnyUser: false,
    });
  });

  it("shows 'Something went wrong...' with a Retry that uploads again", async () => {
    const { onChange, input } = renderField();
    await userEvent.upload(input, photo());
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.last().finish(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong...');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    act(() => FakeXhr.last().finish(200));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('obj-2'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason, without its field path, when no signed URL is given", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: 400, error: 'params.filename: must be a plain file name, not a path' }),
        { status: 400 },
      ),
    );
    const { input } = renderField();
    await userEvent.upload(input, photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a plain file name, not a path');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("shows the server's reason when the bytes are refused", async () => {
    const { input } = renderField();
    await userEvent.upload(input, photo());
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() =>
      FakeXhr.last().finish(
        400,
        JSON.stringify({ status: 400, error: 'file: these bytes are not a valid image/png file' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('These bytes are not a valid image/png file');
  });

  it('states the allowed types and size before an upload', () => {
    const { input } = renderField();
    expect(screen.getByText('PNG, JPEG, WebP or GIF image, at most 2 MiB')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/PNG, JPEG, WebP or GIF image, at most 2 MiB/);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
  });

  it('refuses a too-large or wrong-type file with the server sentence before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onChange } = renderField();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than the 2 MiB limit');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews a stored value through a signed URL and can remove it', async () => {
    fetchMock.mockResolvedValue(json({ signedUrl: '/api/files/old?sig=y', contentType: 'image/webp' }));
    const { onChange } = renderField({ initial: 'old' });
    expect(await screen.findByRole('img', { name: 'Preview of file' })).toHaveAttribute(
      'src',
      '/api/files/old?sig=y',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/s3/get-signed-url/old');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Choose file')).toBeInTheDocument();
  });

  it('uses a preview URL the caller already has', () => {
    renderField({ initial: 'avatar-1', previewUrl: '/avatars/keeper.svg' });
    expect(screen.getByRole('img', { name: 'Preview of file' })).toHaveAttribute(
      'src',
      '/avatars/keeper.svg',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
