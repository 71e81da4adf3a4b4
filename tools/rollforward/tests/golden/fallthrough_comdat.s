# A check whose conditional jump skips the call (the call is the fall-through), in a comdat
# function with a jump table: the checked copy and the table join the function's group.
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
	.p2align 4
	.weak	_Z4leafv
	.type	_Z4leafv, @function
_Z4leafv:
	.cfi_startproc
	movq	%fs:0, %rax
	testq	%rax, %rax
	jg	.L5
	call	hb_detail_poll
.L5:
	cmpl	$2, %edi
	ja	.L7
	leaq	.L4(%rip), %rdx
	movslq	(%rdx,%rdi,4), %rax
	addq	%rdx, %rax
	notrack jmp	*%rax
	.section	.rodata._Z4leafv,"aG",@progbits,_Z4leafv,comdat
	.align 4
.L4:
	.long	.L5-.L4
	.long	.L7-.L4
	.long	.L7-.L4
	.section	.text._Z4leafv,"axG",@progbits,_Z4leafv,comdat
.L7:
	ret
	.cfi_endproc
	.size	_Z4leafv, .-_Z4leafv
	.section	.note.GNU-stack,"",@progbits
