import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** A console list's search: the words are sent when the form is submitted. */
export function SearchForm({
  label,
  initial = '',
  onSearch,
}: {
  label: string;
  initial?: string;
  onSearch: (words: string) => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(words.trim());
  }
  return (
    <form role="search" className="admin-toolbar" onSubmit={submit}>
      <TextField
        type="search"
        label={label}
        value={words}
        maxLength={200}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('admin.search')}
      </Button>
    </form>
  );
}
