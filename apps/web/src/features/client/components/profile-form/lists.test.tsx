import { screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { EducationList, ExperienceList, LanguageList, LicenseList } from './lists.tsx';
import { emptyProfileForm, type ProfileFormInput, type ProfileFormValues } from './model.ts';

function Values() {
  const values = useWatch<ProfileFormInput>();
  return (
    <output data-testid="values">
      {JSON.stringify({
        relativeExperience: values.relativeExperience,
        education: values.education,
        license: values.license,
        languages: values.languages,
      })}
    </output>
  );
}

function Harness() {
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    defaultValues: emptyProfileForm(),
  });
  return (
    <FormProvider {...form}>
      <h2>Lists</h2>
      <ExperienceList />
      <EducationList />
      <LicenseList />
      <LanguageList />
      <Values />
    </FormProvider>
  );
}

function setup() {
  return renderWithRouter(<Harness />);
}

function values() {
  return JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<
    string,
    Record<string, unknown>[]
  >;
}

const entryForm = (name: string) => screen.findByRole('form', { name });

describe('profile list steps', () => {
  it('adds, edits and removes work experience, checking its dates', async () => {
    const { user } = setup();
    expect(screen.getByText('No work experience added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    const form = await entryForm('New work experience');
    expect(within(form).getByRole('heading', { name: 'New work experience' })).toHaveFocus();
    // One entry form at a time: the Add button waits until this one is closed.
    expect(screen.queryByRole('button', { name: 'Add work experience' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required.')).not.toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Job title/ }), 'Line Cook');
    await user.type(within(form).getByRole('textbox', { name: /Company/ }), 'Lakeside Diner');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start month/ }), 'March');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start year/ }), '2020');
    await user.selectOptions(within(form).getByRole('combobox', { name: /End month/ }), 'January');
    await user.selectOptions(within(form).getByRole('combobox', { name: /End year/ }), '2019');
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Grill and prep.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('End date must be after start date')).toBeInTheDocument();

    // Still working there: no end date is needed.
    await user.click(within(form).getByRole('checkbox', { name: 'I still work here' }));
    expect(within(form).queryByRole('combobox', { name: /End year/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { name: 'Line Cook at Lakeside Diner' }),
    ).toBeVisible();
    expect(screen.getByText('March 2020 – Present')).toBeInTheDocument();
    expect(screen.getByText('Line Cook added.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add work experience' })).toHaveFocus(),
    );
    expect(values().relativeExperience).toEqual([
      {
        title: 'Line Cook',
        company: 'Lakeside Diner',
        startAtMonth: 3,
        startAtYear: 2020,
        endAtMonth: null,
        endAtYear: null,
        stillWork: true,
        location: null,
        description: 'Grill and prep.',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Line Cook' }));
    const editForm = await entryForm('Edit work experience');
    const title = within(editForm).getByRole('textbox', { name: /Job title/ });
    expect(title).toHaveValue('Line Cook');
    await user.clear(title);
    await user.type(title, 'Head Cook');
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Head Cook at Lakeside Diner' }),
    ).toBeVisible();
    expect(screen.getByText('Head Cook updated.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Head Cook' }));
    expect(screen.getByText('No work experience added yet.')).toBeInTheDocument();
    expect(screen.getByText('Head Cook removed.')).toBeInTheDocument();
    expect(values().relativeExperience).toEqual([]);
  });

  it('cancels an entry without changing the list', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const form = await entryForm('New education');
    await user.type(within(form).getByRole('textbox', { name: /School or program/ }), 'MATC');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New education' })).not.toBeInTheDocument();
    expect(values().education).toEqual([]);
  });

  it("checks that education's year earned is not before its start", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const form = await entryForm('New education');
    await user.type(within(form).getByRole('textbox', { name: /School or program/ }), 'MATC');
    await user.type(within(form).getByRole('textbox', { name: /Degree/ }), 'Welding certificate');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start year/ }), '2018');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Year earned/ }), '2016');
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Evenings.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Year earned must be after start year'),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Year earned/ }), '2019');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Welding certificate' })).toBeVisible();
    expect(values().education).toMatchObject([{ startYear: 2018, yearEarned: 2019 }]);
  });

  it('checks that a license expires after it was issued, with 75 years back and 18 forward', async () => {
    const { user } = setup();
    const year = new Date().getFullYear();
    await user.click(screen.getByRole('button', { name: 'Add license or certification' }));
    const form = await entryForm('New license or certification');
    const issueYears = within(
      within(form).getByRole('combobox', { name: /Issue year/ }),
    ).getAllByRole('option');
    expect(issueYears[1]).toHaveTextContent(String(year));
    expect(issueYears[issueYears.length - 1]).toHaveTextContent(String(year - 75));
    const expirationYears = within(
      within(form).getByRole('combobox', { name: /Expiration year/ }),
    ).getAllByRole('option');
    expect(expirationYears[expirationYears.length - 1]).toHaveTextContent(String(year + 18));

    await user.type(within(form).getByRole('textbox', { name: /License or certification/ }), 'CDL');
    await user.type(within(form).getByRole('textbox', { name: /Issuing organization/ }), 'WisDOT');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Issue month/ }),
      'December',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Issue year/ }),
      String(year),
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Expiration month/ }),
      'January',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Expiration year/ }),
      String(year),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Expiration date must be after issue date'),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Expiration year/ }),
      String(year + 4),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'CDL' })).toBeVisible();
    expect(screen.getByText(`WisDOT · Issued December ${year} · Expires January ${year + 4}`));
  });

  it('lists each language once, with its level', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    let form = await entryForm('New language');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Language/ }), 'Spanish');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Level/ }), 'Professional');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Spanish: Professional')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    form = await entryForm('New language');
    expect(
      within(within(form).getByRole('combobox', { name: /Language/ })).queryByRole('option', {
        name: 'Spanish',
      }),
    ).not.toBeInTheDocument();
    expect(values().languages).toEqual([{ language: 'spanish', level: 'professional' }]);
  });
});
