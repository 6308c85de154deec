import {
  type AdminOptions,
  type AdminVideo,
  VideoInput,
  VideoUpdate,
} from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { videoFromForm } from '../../admin/resources/videos';
import { type FormResult, useClientValidation } from '../../lib/admin/forms';
import { CheckField, pick, pickList, SaveMessage, TextField } from './fields';
import { Picker } from './picker';
import { usePickerCreator } from './picker-create';
import { SlugField } from './slug-field';

/** Whether the video has a product on sale: only then can it be published (decision 068). */
export const onSale = (video: Pick<AdminVideo, 'products'>) =>
  video.products.some((p) => p.enabled);

/**
 * A video's details (`/admin/videos/{slug}`, `/admin/videos/new`). A new video is created
 * unpublished; an existing one without a product on sale says so next to "Published", and the
 * server's refusal to publish it shows there (decision 068).
 */
export function VideoForm({
  video,
  options,
  result,
}: {
  video: AdminVideo | null;
  options: AdminOptions;
  result: FormResult | undefined;
}) {
  const failure = result && !result.ok && result.intent === 'save-video' ? result : undefined;
  const values = failure?.values;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    video ? VideoUpdate : VideoInput,
    videoFromForm,
    failure?.fieldErrors,
  );
  const opts = (list: Array<{ _id: string; name: string }>) =>
    list.map((r) => ({ value: r._id, label: r.name }));
  const one = (id: string) => (id === '' ? [] : [id]);
  const newActress = usePickerCreator('create-actress', 'actress');
  const newCategory = usePickerCreator('create-category', 'category');
  const newStudio = usePickerCreator('create-studio', 'studio');
  const reload = video ? `/admin/videos/${video.slug}` : undefined;
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onFieldChange}
      aria-label="Video details"
      className="mt-4 grid gap-4 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value="save-video" />
      {video ? <input type="hidden" name="version" value={video.version} /> : null}
      <TextField
        label="Title"
        name="title"
        defaultValue={pick(values, 'title', video?.title ?? '')}
        error={errors.title}
      />
      <SlugField
        kind="videos"
        source="title"
        own={video?.slug ?? null}
        defaultValue={pick(values, 'slug', video?.slug ?? '')}
        error={errors.slug}
        hint="The address on the store; the old one keeps redirecting after a change."
      />
      <div className="md:col-span-2">
        <TextField
          label="Description"
          name="description"
          multiline
          defaultValue={pick(values, 'description', video?.description ?? '')}
          error={errors.description}
        />
      </div>
      <TextField
        label="DVD id"
        name="dvdId"
        defaultValue={pick(values, 'dvdId', video?.dvdId ?? '')}
        error={errors.dvdId}
      />
      <TextField
        label="Release date"
        name="releaseDate"
        type="date"
        defaultValue={pick(values, 'releaseDate', video?.releaseDate ?? '')}
        error={errors.releaseDate}
      />
      <TextField
        label="Duration (minutes)"
        name="durationMinutes"
        inputMode="numeric"
        defaultValue={pick(values, 'durationMinutes', video ? String(video.durationMinutes) : '')}
        error={errors.durationMinutes}
      />
      <TextField
        label="Artwork URL"
        name="artworkUrl"
        defaultValue={pick(values, 'artworkUrl', video?.artworkUrl ?? '')}
        error={errors.artworkUrl}
        hint="Empty uses the generated artwork."
      />
      <Picker
        label="Studio"
        name="studioId"
        options={opts(options.studios)}
        defaultValue={one(pick(values, 'studioId', video?.studioId ?? ''))}
        error={errors.studioId}
        creator={newStudio}
      />
      <Picker
        label="Series"
        name="seriesId"
        options={opts(options.series)}
        defaultValue={one(pick(values, 'seriesId', video?.seriesId ?? ''))}
        error={errors.seriesId}
      />
      <Picker
        label="Actresses"
        name="actressIds"
        multiple
        options={opts(options.actresses)}
        defaultValue={pickList(values, 'actressIds', video?.actressIds ?? [])}
        error={errors.actressIds}
        creator={newActress}
      />
      <Picker
        label="Categories"
        name="categoryIds"
        multiple
        options={opts(options.categories)}
        defaultValue={pickList(values, 'categoryIds', video?.categoryIds ?? [])}
        error={errors.categoryIds}
        creator={newCategory}
      />
      {video ? (
        <CheckField
          label="Published (on the store, in search, sold)"
          name="published"
          defaultChecked={values ? values.published === 'on' : video.published}
          error={errors.published}
          {...(onSale(video)
            ? {}
            : { hint: 'Not for sale yet: add a product (or enable one) before publishing.' })}
        />
      ) : (
        <p className="text-sm text-zinc-400">
          Created unpublished: add a product, then publish it.
        </p>
      )}
      <div className="flex flex-col gap-2 md:col-span-2">
        <SaveMessage
          result={result}
          intent="save-video"
          {...(reload ? { reloadHref: reload } : {})}
        />
        <button type="submit" className="btn btn-solid self-start">
          {video ? 'Save video' : 'Create video'}
        </button>
      </div>
    </Form>
  );
}
