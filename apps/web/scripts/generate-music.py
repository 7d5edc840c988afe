#!/usr/bin/env python3
# Synthesises the background music shipped in public/publicFiles/music with sox (apt-get install sox).
# The tunes are original to this project and released under CC0 along with the generated files.
# Run from that folder: python3 ../../../scripts/generate-music.py
import subprocess, os
R = '22050'
def run(args): subprocess.run(args, check=True)
def note(path, dur, kind, freq, vol):
    run(['sox','-n','-r',R,'-c','1',path,'synth',f'{dur}',kind,f'{freq}','vol',f'{vol}','fade','0.01',f'{dur}',f'{min(0.2,dur/2)}'])
def silence(path, dur):
    run(['sox','-n','-r',R,'-c','1',path,'trim','0',f'{dur}'])
NOTES = {'C':0,'C#':1,'D':2,'D#':3,'E':4,'F':5,'F#':6,'G':7,'G#':8,'A':9,'A#':10,'B':11}
def hz(n):
    name, octv = n[:-1], int(n[-1])
    return 440 * 2 ** ((NOTES[name] + 12*(octv+1) - 69)/12)
def melody(name, seq, step, kind, vol):
    files=[]
    for i,n in enumerate(seq):
        f=f'{name}_m{i}.wav'
        if n=='-': silence(f, step)
        else: note(f, step, kind, hz(n), vol)
        files.append(f)
    run(['sox',*files,f'{name}_mel.wav'])
    for f in files: os.remove(f)
def pad(name, chords, dur, kind, vol):
    files=[]
    for i,ch in enumerate(chords):
        parts=[]
        for j,n in enumerate(ch):
            f=f'{name}_p{i}_{j}.wav'; note(f, dur, kind, hz(n), vol); parts.append(f)
        out=f'{name}_c{i}.wav'
        run(['sox','-m',*parts,out]); files.append(out)
        for f in parts: os.remove(f)
    run(['sox',*files,f'{name}_pad.wav'])
    for f in files: os.remove(f)
def song(name, seq, step, mkind, chords, cdur, pkind, out, reps=2):
    melody(name, seq*reps, step, mkind, 0.5)
    pad(name, chords*reps, cdur, pkind, 0.12)
    run(['sox','-m',f'{name}_mel.wav',f'{name}_pad.wav',f'{name}_mix.wav','norm','-3','reverb','30'])
    run(['sox',f'{name}_mix.wav','-C','3',out,'fade','0.05','-0','0.3'])
# 1: calm arpeggio C Am F G, 96 bpm eighths
arp = ['C4','E4','G4','C5','G4','E4','G4','E4',
       'A3','C4','E4','A4','E4','C4','E4','C4',
       'F3','A3','C4','F4','C4','A3','C4','A3',
       'G3','B3','D4','G4','D4','B3','D4','B3']
song('calm', arp, 0.3125, 'pluck', [['C3','G3','E4'],['A2','E3','C4'],['F2','C3','A3'],['G2','D3','B3']], 2.5, 'sine', 'calm-arpeggio.ogg')
# 2: focus pulse, A minor pentatonic
seq2 = ['A4','-','C5','E5','D5','-','C5','A4','G4','-','A4','C5','A4','-','E4','G4']*2
song('focus', seq2, 0.3, 'triangle', [['A2','E3','C4'],['F2','C3','A3'],['C3','G3','E4'],['G2','D3','B3']], 2.4, 'sine', 'focus-pulse.ogg')
# 3: evening waltz, 3/4 in F
seq3 = ['F4','A4','C5','E5','C5','A4','D4','F4','A4','C5','A4','F4','A3','C4','F4','A4','F4','C4','C4','E4','G4','A#4','G4','E4']
song('evening', seq3, 0.36, 'pluck', [['F2','C3','A3'],['D2','A2','F3'],['F2','A2','C4'],['C2','G2','E3']], 2.16, 'sine', 'evening-waltz.ogg')
for f in os.listdir('.'):
    if f.endswith('.wav'):
        os.remove(f)
