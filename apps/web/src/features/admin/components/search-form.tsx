import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/**
 * A console list's search: the words are sent when the form is submitted. The search landmark is
 * named by the label, so a page with two lists has two named searches.
 */
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
    <form role="search" aria-label={label} className="admin-search" onSubmit={submit}>
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
