import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** A console list's search: the words are sent when the form is submitted. */
export function SearchForm({
  label,
  onSearch,
}: {
  label: string;
  onSearch: (words: string) => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(words.trim());
  }
  return (
    <form role="search" aria-label={label} className="moderation-toolbar__search" onSubmit={submit}>
      <TextField
        type="search"
        label={label}
        value={words}
        maxLength={200}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('moderation.search')}
      </Button>
    </form>
  );
}
