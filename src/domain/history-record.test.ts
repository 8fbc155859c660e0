import { describe, expect, it } from 'vitest';
import { readHistoryRecord, readProcessedResume, readProcessedTemplate } from './history-record';

describe('readHistoryRecord', () => {
  const at = new Date('2025-01-01T10:00:00Z');

  it('keeps a known status and reads the time and link', () => {
    expect(
      readHistoryRecord({
        id: 'a',
        path: 'processedResumes/a',
        data: { status: 'failed', processedAt: at, downloadUrl: ' ' },
      }),
    ).toEqual({ id: 'a', processedAt: at, status: 'failed', downloadUrl: null });
  });

  it('counts a record without a status as completed when it has a link, else processing', () => {
    expect(readHistoryRecord({ id: 'b', path: 'p/b', data: { downloadUrl: 'https://x/y.pdf' } })).toEqual({
      id: 'b',
      processedAt: null,
      status: 'completed',
      downloadUrl: 'https://x/y.pdf',
    });
    expect(readHistoryRecord({ id: 'c', path: 'p/c', data: { status: 'odd' } }).status).toBe('processing');
  });

  it('reads a field of the wrong type as missing', () => {
    expect(
      readHistoryRecord({ id: 'd', path: 'p/d', data: { processedAt: '2025-01-01', downloadUrl: 3 } }),
    ).toEqual({ id: 'd', processedAt: null, status: 'processing', downloadUrl: null });
  });
});

describe('readProcessedResume and readProcessedTemplate', () => {
  it('reads the job, company and failure, with a title for an untitled record', () => {
    expect(
      readProcessedResume({
        id: 'r',
        path: 'processedResumes/r',
        data: { status: 'failed', jobTitle: '  ', companyName: 'Acme', failureReason: 'AI down' },
      }),
    ).toMatchObject({
      jobTitle: 'Untitled job',
      companyName: 'Acme',
      failureReason: 'AI down',
      status: 'failed',
    });
    expect(
      readProcessedResume({ id: 's', path: 'p/s', data: { jobTitle: 'Analyst' } }).companyName,
    ).toBeNull();
  });

  it('reads the template name, with a name for a record without one', () => {
    expect(
      readProcessedTemplate({ id: 't', path: 'p/t', data: { templateName: 'Harvard' } }).templateName,
    ).toBe('Harvard');
    expect(readProcessedTemplate({ id: 'u', path: 'p/u', data: {} }).templateName).toBe('Resume template');
  });
});
