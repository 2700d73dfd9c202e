import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePreview } from './file-preview';

describe('FilePreview', () => {
  it('shows an image', () => {
    render(<FilePreview url="/f/1" contentType="image/png" name="crest.png" />);
    expect(screen.getByRole('img', { name: 'Preview of crest.png' })).toHaveAttribute('src', '/f/1');
  });

  it('plays video and audio', () => {
    const { container } = render(
      <>
        <FilePreview url="/f/2" contentType="video/mp4" name="goal.mp4" />
        <FilePreview url="/f/3" contentType="audio/mpeg" name="chant.mp3" />
      </>,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', '/f/2');
    expect(container.querySelector('audio')).toHaveAttribute('src', '/f/3');
  });

  it('embeds a PDF with a download link as fallback', () => {
    const { container } = render(<FilePreview url="/f/4" contentType="application/pdf" name="rules.pdf" />);
    expect(container.querySelector('object')).toHaveAttribute('data', '/f/4');
    expect(screen.getByRole('link', { name: 'Download rules.pdf' })).toHaveAttribute('href', '/f/4');
  });

  it('offers anything else as a download', () => {
    render(<FilePreview url="/f/5" contentType="application/zip" name="kit.zip" />);
    const link = screen.getByRole('link', { name: 'Download kit.zip' });
    expect(link).toHaveAttribute('download', 'kit.zip');
  });
});
