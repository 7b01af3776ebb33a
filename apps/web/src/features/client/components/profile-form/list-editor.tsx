import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import '#web/features/client/components/client.css';

export type HeadingLevel = 2 | 3;

export interface EntryFormProps<T> {
  /** The entry being edited; nothing for a new one. */
  entry: T | undefined;
  title: string;
  level: HeadingLevel;
  onSave: (entry: T) => void;
  onCancel: () => void;
}

export interface ListEditorTexts {
  label: string;
  add: string;
  newTitle: string;
  editTitle: string;
  empty: string;
}

export interface ListEditorProps<T> {
  texts: ListEditorTexts;
  entries: readonly T[];
  onChange: (entries: T[]) => void;
  /** Names an entry in button labels and announcements ('Edit Line Cook'). */
  nameOf: (entry: T) => string;
  renderEntry: (entry: T, level: HeadingLevel) => ReactNode;
  EntryForm: ComponentType<EntryFormProps<T>>;
  /** Told when an entry form opens or closes (a step's Next waits for it to close). */
  onEditingChange?: (isEditing: boolean) => void;
  /** Level of the entries' headings: under the page's h1 (2) or a step's h2 (3). */
  level?: HeadingLevel;
}

type Editing = { index: number } | { index: 'new' } | null;

/**
 * A list step or section (docs/web-app.md#forms-and-wizards: zero or more items): entries with Edit
 * and Remove, and one entry form open at a time, in place. Changes are announced, and focus returns
 * to the Add button when a form closes.
 */
export function ListEditor<T>({
  texts,
  entries,
  onChange,
  nameOf,
  renderEntry,
  EntryForm,
  onEditingChange,
  level = 3,
}: ListEditorProps<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  const shouldFocusAdd = useRef(false);

  useLayoutEffect(() => {
    if (editing === null && shouldFocusAdd.current) {
      shouldFocusAdd.current = false;
      addRef.current?.focus();
    }
  }, [editing]);

  function open(next: Editing) {
    setEditing(next);
    onEditingChange?.(next !== null);
  }

  function close(message: string) {
    shouldFocusAdd.current = true;
    setAnnouncement(message);
    open(null);
  }

  function save(entry: T) {
    if (editing === null) return;
    if (editing.index === 'new') {
      onChange([...entries, entry]);
      close(t('client.lists.added', { name: nameOf(entry) }));
    } else {
      const index = editing.index;
      onChange(entries.map((current, i) => (i === index ? entry : current)));
      close(t('client.lists.updated', { name: nameOf(entry) }));
    }
  }

  function remove(index: number) {
    const entry = entries[index];
    if (entry === undefined) return;
    onChange(entries.filter((_, i) => i !== index));
    shouldFocusAdd.current = true;
    setAnnouncement(t('client.lists.removed', { name: nameOf(entry) }));
    // Re-render so the effect moves focus from the removed row to the Add button.
    setEditing(null);
  }

  const isEditing = editing !== null;

  return (
    <div className="list-editor">
      {entries.length === 0 && editing?.index !== 'new' && (
        <p className="list-editor__empty">{texts.empty}</p>
      )}
      {entries.length > 0 && (
        <ul className="list-editor__items" aria-label={texts.label}>
          {entries.map((entry, index) => (
            // Entries have no identity of their own; their place in the list is it.
            <li key={index} className="list-editor__item">
              {editing?.index === index ? (
                <EntryForm
                  entry={entry}
                  title={texts.editTitle}
                  level={level}
                  onSave={save}
                  onCancel={() => close('')}
                />
              ) : (
                <>
                  {renderEntry(entry, level)}
                  <div className="list-editor__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isEditing}
                      aria-label={t('client.lists.editLabel', { name: nameOf(entry) })}
                      onClick={() => open({ index })}
                    >
                      {t('client.lists.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={isEditing}
                      aria-label={t('client.lists.removeLabel', { name: nameOf(entry) })}
                      onClick={() => remove(index)}
                    >
                      {t('client.lists.remove')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing?.index === 'new' ? (
        <EntryForm
          entry={undefined}
          title={texts.newTitle}
          level={level}
          onSave={save}
          onCancel={() => close('')}
        />
      ) : (
        <Button
          ref={addRef}
          variant="secondary"
          disabled={isEditing}
          onClick={() => open({ index: 'new' })}
        >
          {texts.add}
        </Button>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

export interface EntryFormShellProps {
  title: string;
  level: HeadingLevel;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of an entry form: its heading (focused on open), fields, Cancel and Save. */
export function EntryFormShell({
  title,
  level,
  onSubmit,
  onCancel,
  children,
}: EntryFormShellProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = level === 2 ? 'h2' : 'h3';

  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <form
      className="entry-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Heading ref={headingRef} id={headingId} tabIndex={-1} className="entry-form__title">
        {title}
      </Heading>
      {children}
      <div className="entry-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('client.lists.cancel')}
        </Button>
        <Button type="submit">{t('client.lists.save')}</Button>
      </div>
    </form>
  );
}
