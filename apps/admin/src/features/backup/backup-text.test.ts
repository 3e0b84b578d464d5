import { describe, expect, it } from 'vitest';
import { formatFileSize } from './backup-text';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes in Portuguese', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(19_046)).toBe('18,6 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatFileSize(null)).toBe('—');
  });
});
