import { describe, expect, it } from 'vitest';
import { isImageOcclusion, occlusionOverlay, readOcclusions } from './image-occlusion';

describe('Anki image-occlusion masks', () => {
  it('reads rectangles, ellipses and polygons given as fractions (Anki 23.10+), in pixels of the picture', () => {
    const field =
      '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.25:oi=1}}<br>' +
      '{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.2}}<br>' +
      '{{c2::image-occlusion:polygon:points=.1,.1 .2,.1 .2,.3:oi=1}}';
    expect(isImageOcclusion(field)).toBe(true);
    const read = readOcclusions(field, 200, 100);
    expect(read).toMatchObject({
      ordinals: [1, 2],
      shapes: [
        { ordinal: 1, kind: 'rect', left: 20, top: 20, width: 60, height: 25, occludeInactive: true },
        { ordinal: 2, kind: 'ellipse', left: 100, top: 50, width: 40, height: 40, occludeInactive: false },
        { ordinal: 2, kind: 'polygon', left: 20, top: 10, width: 20, height: 20 },
      ],
    });
  });

  it('reads pixel values (the 23.10 betas) as they are', () => {
    expect(
      readOcclusions('{{c1::image-occlusion:rect:left=10:top=20:width=30:height=40}}', 200, 100),
    ).toMatchObject({
      shapes: [{ left: 10, top: 20, width: 30, height: 40 }],
    });
  });

  it('names what it cannot draw: a text label, no masks at all', () => {
    expect(readOcclusions('{{c1::image-occlusion:text:left=.1:top=.1:text=Herz}}', 10, 10)).toEqual({
      problem: 'shape',
      shape: 'text',
    });
    expect(readOcclusions('no masks', 10, 10)).toEqual({ problem: 'no_masks' });
    expect(isImageOcclusion('{{c1::Bern}}')).toBe(false);
  });

  it('draws the asked masks on the front, reveals them on the back, keeps "hide all" masks on both', () => {
    const read = readOcclusions(
      '{{c1::image-occlusion:rect:left=.1:top=.1:width=.2:height=.2:oi=1}}{{c2::image-occlusion:rect:left=.5:top=.5:width=.2:height=.2}}',
      100,
      100,
    );
    if (!('shapes' in read)) throw new Error('not read');
    const front = occlusionOverlay(read.shapes, 1, 'front', 100, 100);
    const back = occlusionOverlay(read.shapes, 1, 'back', 100, 100);
    expect(front.match(/<rect [^>]*>/g)).toEqual([
      '<rect x="10" y="10" width="20" height="20" fill="#ff8e8e" stroke="#212121" stroke-width="1"/>',
    ]);
    expect(back).toContain('<rect x="10" y="10" width="20" height="20" fill="none" stroke="#e03131"');
    // on card 2 the first (oi=1) stays hidden; card 1 does not hide the second (not "hide all")
    expect(occlusionOverlay(read.shapes, 2, 'front', 100, 100)).toContain('fill="#ffeba2"');
  });
});
