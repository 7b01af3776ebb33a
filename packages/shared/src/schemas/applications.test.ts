import { describe, expect, it } from 'vitest';
import { issuesOf, messageAt } from '../test-helpers.ts';
import {
  applicationFormDefaults,
  ApplicationSchema,
  CreateApplicationRequestSchema,
  unansweredQuestions,
  UpdateApplicationStatusRequestSchema,
} from './applications.ts';

describe('apply', () => {
  it('needs no body when the job asks nothing', () => {
    expect(CreateApplicationRequestSchema.parse({})).toEqual({});
  });

  it('requires each answer, at most 1000 characters', () => {
    const body = { questions: [{ question: 'Can you work nights?', answer: '' }] };
    expect(messageAt(CreateApplicationRequestSchema, body, 'questions.0.answer')).toBe(
      'This field is required.',
    );
    body.questions[0]!.answer = 'x'.repeat(1001);
    expect(messageAt(CreateApplicationRequestSchema, body, 'questions.0.answer')).toBe(
      'Maximum length is 1000 characters.',
    );
    body.questions[0]!.answer = ' Yes ';
    expect(CreateApplicationRequestSchema.parse(body).questions?.[0]?.answer).toBe('Yes');
  });

  it("starts the form with the job's questions", () => {
    expect(applicationFormDefaults(['A?', 'B?'])).toEqual({
      questions: [
        { question: 'A?', answer: '' },
        { question: 'B?', answer: '' },
      ],
    });
  });

  it('finds unanswered questions', () => {
    expect(unansweredQuestions(['A?', 'B?'], [{ question: 'A?', answer: 'yes' }])).toEqual(['B?']);
    expect(unansweredQuestions(['A?'], [{ question: 'A?', answer: ' ' }])).toEqual(['A?']);
    expect(unansweredQuestions([], undefined)).toEqual([]);
  });
});

describe('status change', () => {
  it('accepts interview, hired, rejected and notAFit only', () => {
    for (const status of ['interview', 'hired', 'rejected', 'notAFit']) {
      expect(issuesOf(UpdateApplicationStatusRequestSchema, { status })).toEqual({});
    }
    for (const status of ['applied', 'expired', 'accepted']) {
      expect(messageAt(UpdateApplicationStatusRequestSchema, { status }, 'status')).toMatch(
        'Choose one of the options.',
      );
    }
    expect(messageAt(UpdateApplicationStatusRequestSchema, {}, 'status')).toBe(
      'This field is required.',
    );
  });
});

describe('ApplicationSchema', () => {
  it('describes an application', () => {
    const application = {
      id: '0190a0b0-0000-7000-8000-000000000001',
      jobId: '0190a0b0-0000-7000-8000-000000000002',
      status: 'applied',
      answers: [{ question: 'A?', answer: 'yes' }],
      client: { id: '0190a0b0-0000-7000-8000-000000000003', firstName: 'T****', lastName: 'W****' },
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    expect(ApplicationSchema.parse(application)).toEqual(application);
  });
});
